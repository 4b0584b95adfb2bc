import { useTranslations } from "next-intl";

/** product.md §9: the strip's loading state shows 5 placeholders. */
export const CATEGORY_SKELETON_COUNT = 5;

/**
 * The placeholders are a few components-layer classes (app/globals.css), not utilities: a prerendered home still
 * carries this fallback in its payload (product.md D12).
 */
export function CategoryStripSkeleton() {
  const t = useTranslations("categories");
  return (
    <div role="status" aria-live="polite" className="flex gap-3 overflow-hidden py-1 md:px-11">
      <span className="sr-only">{t("loading")}</span>
      {Array.from({ length: CATEGORY_SKELETON_COUNT }, (_, index) => (
        <div key={index} data-testid="category-skeleton" aria-hidden="true" className="strip-skeleton">
          <div className="strip-skeleton-picture" />
          <div className="strip-skeleton-name" />
        </div>
      ))}
    </div>
  );
}
