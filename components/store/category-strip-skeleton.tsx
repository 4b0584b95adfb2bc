import { useTranslations } from "next-intl";

import { Skeleton } from "@/components/ui/skeleton";

/** product.md §9: the strip's loading state shows 5 placeholders. */
export const CATEGORY_SKELETON_COUNT = 5;

export function CategoryStripSkeleton() {
  const t = useTranslations("categories");
  return (
    <div role="status" aria-live="polite" className="flex gap-3 overflow-hidden py-1 md:px-11">
      <span className="sr-only">{t("loading")}</span>
      {Array.from({ length: CATEGORY_SKELETON_COUNT }, (_, index) => (
        <div
          key={index}
          data-testid="category-skeleton"
          className="flex w-24 shrink-0 flex-col items-center gap-2 rounded-lg border p-2"
        >
          <Skeleton className="size-14 rounded-full" />
          <Skeleton className="h-3 w-16" />
        </div>
      ))}
    </div>
  );
}
