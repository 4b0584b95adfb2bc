import { useTranslations } from "next-intl";

import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder grid while the results stream in. */
export function SearchResultsSkeleton() {
  const t = useTranslations("search");
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton className="h-7 w-48" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5">
        {Array.from({ length: 10 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-lg border">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-2 p-3">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-5 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
