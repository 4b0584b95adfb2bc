import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { ScrollButton } from "./scroll-button";

/** product.md §9: category strip scroll step. */
export const CATEGORY_STEP_PX = 200;

/** The row the buttons scroll: one category strip per page. */
const ROW_ID = "category-strip-row";

/** The strip's scrolling row; desktop gets left/right buttons (product.md §2), touch screens just swipe. */
export function CategoryStripScroller({ children }: { children: ReactNode }) {
  const t = useTranslations("categories");
  const button = "hidden rounded-full md:inline-flex";
  return (
    <div className="flex items-center gap-2">
      <ScrollButton
        target={ROW_ID}
        step={CATEGORY_STEP_PX}
        direction={-1}
        label={t("scrollLeft")}
        className={button}
      />
      <div
        id={ROW_ID}
        className="min-w-0 flex-1 snap-x [scrollbar-width:thin] overflow-x-auto overscroll-x-contain py-1"
      >
        {children}
      </div>
      <ScrollButton
        target={ROW_ID}
        step={CATEGORY_STEP_PX}
        direction={1}
        label={t("scrollRight")}
        className={button}
      />
    </div>
  );
}
