import { useTranslations } from "next-intl";
import { Children, isValidElement, type ReactNode } from "react";

import { slugify } from "@/lib/admin/categories";
import { cx } from "@/lib/cx";

import { OpenFirst, type OpenFirstProps } from "./open-first";
import { ScrollButton } from "./scroll-button";

/** product.md §9: carousel scroll 300 px per click. */
export const CAROUSEL_STEP_PX = 300;

/**
 * Horizontal scroll-snap list under an <h2> `title`, with previous/next buttons. The scrolling region is
 * named by the title and focusable, so arrow keys scroll it; every item stays reachable with Tab.
 * Each child becomes one list item (of the width `items` says). With `openFirst` (the company of each child and
 * the companies' hours), items of open stores come first (product.md D13, see ./open-first.tsx). Rendered on the
 * server: only the two buttons are hydrated. `id` names the region (unique on the page; the title's by default).
 */
export function Carousel({
  title,
  children,
  items: kind,
  className,
  openFirst,
  id = slugify(title),
}: {
  title: string;
  id?: string;
  children: ReactNode;
  /** The items' width: product cards are narrower, company cards wider (app/globals.css `.carousel-items`). */
  items?: "products" | "companies";
  className?: string;
  openFirst?: Omit<OpenFirstProps, "children">;
}) {
  const t = useTranslations("carousel");
  const titleId = `${id}-t`;
  const items = Children.toArray(children).map((child, index) => (
    <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
  ));

  return (
    <div className={cx("relative", className)}>
      <div className="mb-3 flex items-end justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold tracking-tight md:text-2xl">
          {title}
        </h2>
        <div className="flex shrink-0 gap-2">
          <ScrollButton
            target={id}
            step={CAROUSEL_STEP_PX}
            direction={-1}
            label={t("previous", { label: title })}
          />
          <ScrollButton
            target={id}
            step={CAROUSEL_STEP_PX}
            direction={1}
            label={t("next", { label: title })}
          />
        </div>
      </div>
      <div id={id} role="region" aria-labelledby={titleId} tabIndex={0} className="carousel-track">
        <ul className={cx("carousel-items", kind)}>
          {openFirst ? <OpenFirst {...openFirst}>{items}</OpenFirst> : items}
        </ul>
      </div>
    </div>
  );
}
