"use client";

import { useTranslations } from "next-intl";
import { Children, isValidElement, useId, useRef, type ReactNode } from "react";

import { PlainButton } from "@/components/ui/plain-button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { cx } from "@/lib/cx";

import { OpenFirst, type OpenFirstProps } from "./open-first";

/** product.md §9: carousel scroll 300 px per click. */
export const CAROUSEL_STEP_PX = 300;

/**
 * Horizontal scroll-snap list under an <h2> `title`, with previous/next buttons. The scrolling region is
 * named by the title and focusable, so arrow keys scroll it; every item stays reachable with Tab.
 * Each child becomes one list item of width `itemClassName`. With `openFirst` (the company of each child and
 * the companies' hours), items of open stores come first (product.md D13, see ./open-first.tsx).
 */
export function Carousel({
  title,
  children,
  itemClassName = "w-64 sm:w-72",
  className,
  openFirst,
}: {
  title: string;
  children: ReactNode;
  itemClassName?: string;
  className?: string;
  openFirst?: Omit<OpenFirstProps, "children">;
}) {
  const t = useTranslations("carousel");
  const scrollerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const items = Children.toArray(children).map((child, index) => (
    <li
      key={isValidElement(child) && child.key !== null ? child.key : index}
      className={cx("shrink-0 snap-start", itemClassName)}
    >
      {child}
    </li>
  ));
  const scroll = (direction: -1 | 1) => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    scrollerRef.current?.scrollBy({
      left: direction * CAROUSEL_STEP_PX,
      behavior: reduce ? "auto" : "smooth",
    });
  };

  return (
    <div className={cx("relative", className)}>
      <div className="mb-3 flex items-end justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold tracking-tight md:text-2xl">
          {title}
        </h2>
        <div className="flex shrink-0 gap-2">
          <PlainButton
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={t("previous", { label: title })}
            onClick={() => scroll(-1)}
          >
            <SpriteIcon name="chevron-left" />
          </PlainButton>
          <PlainButton
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={t("next", { label: title })}
            onClick={() => scroll(1)}
          >
            <SpriteIcon name="chevron-right" />
          </PlainButton>
        </div>
      </div>
      <div
        ref={scrollerRef}
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="-mx-1 snap-x snap-mandatory scroll-px-1 overflow-x-auto overscroll-x-contain rounded-md px-1 pt-1 pb-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ul className="flex gap-4">{openFirst ? <OpenFirst {...openFirst}>{items}</OpenFirst> : items}</ul>
      </div>
    </div>
  );
}
