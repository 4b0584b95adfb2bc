import { useTranslations } from "next-intl";

import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder while the viewer (or a local order) loads. */
export function OrderDetailSkeleton() {
  const t = useTranslations("orderDetail");
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-28" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-72" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
