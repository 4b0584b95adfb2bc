"use client";

import { useTranslations } from "next-intl";
import { useRef, type ReactNode } from "react";

import { PlainButton } from "@/components/ui/plain-button";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/** product.md §9: category strip scroll step. */
export const CATEGORY_STEP_PX = 200;

/** The strip's scrolling row; desktop gets left/right buttons (product.md §2), touch screens just swipe. */
export function CategoryStripScroller({ children }: { children: ReactNode }) {
  const t = useTranslations("categories");
  const rowRef = useRef<HTMLDivElement>(null);
  const scroll = (direction: -1 | 1) => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    rowRef.current?.scrollBy({ left: direction * CATEGORY_STEP_PX, behavior: reduce ? "auto" : "smooth" });
  };

  return (
    <div className="flex items-center gap-2">
      <PlainButton
        variant="outline"
        size="icon"
        className="hidden size-9 rounded-full md:inline-flex"
        aria-label={t("scrollLeft")}
        onClick={() => scroll(-1)}
      >
        <SpriteIcon name="chevron-left" />
      </PlainButton>
      <div
        ref={rowRef}
        className="min-w-0 flex-1 snap-x [scrollbar-width:thin] overflow-x-auto overscroll-x-contain py-1"
      >
        {children}
      </div>
      <PlainButton
        variant="outline"
        size="icon"
        className="hidden size-9 rounded-full md:inline-flex"
        aria-label={t("scrollRight")}
        onClick={() => scroll(1)}
      >
        <SpriteIcon name="chevron-right" />
      </PlainButton>
    </div>
  );
}
