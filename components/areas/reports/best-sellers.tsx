import { Package } from "lucide-react";
import { useTranslations } from "next-intl";

import { SectionHeading } from "@/components/areas/section-heading";
import { Card, CardContent } from "@/components/ui/card";
import { LocalImage } from "@/components/ui/local-image";
import { formatMoney } from "@/lib/format";
import type { BestSeller } from "@/lib/reports/types";

/** The period's best-selling products, ranked by units sold (cancelled orders excluded). */
export function BestSellers({ items }: { items: readonly BestSeller[] }) {
  const t = useTranslations("companyReports");
  return (
    <section aria-labelledby="report-best-sellers-heading">
      <SectionHeading id="report-best-sellers-heading">{t("bestSellersTitle")}</SectionHeading>
      <Card className="gap-0 py-2">
        <CardContent className="px-2">
          {items.length === 0 ? (
            <p className="px-2 py-4 text-sm text-muted-foreground">{t("noBestSellers")}</p>
          ) : (
            <ol className="divide-y">
              {items.map((item, index) => (
                <li
                  key={item.productId ?? `removed:${item.name}`}
                  className="flex items-center gap-3 px-2 py-3"
                >
                  <span className="w-5 text-center text-sm font-semibold text-muted-foreground tabular-nums">
                    {index + 1}
                  </span>
                  <span className="relative grid size-11 shrink-0 place-items-center overflow-hidden rounded-md bg-muted">
                    {item.image ? (
                      <LocalImage src={item.image} alt="" fill className="object-cover" />
                    ) : (
                      <Package aria-hidden="true" className="size-5 text-muted-foreground" />
                    )}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium">{item.name}</span>
                    {item.category ? (
                      <span className="text-xs text-muted-foreground">{item.category}</span>
                    ) : null}
                  </span>
                  <span className="flex flex-col items-end text-sm">
                    <span className="font-medium tabular-nums">{t("units", { count: item.quantity })}</span>
                    <span className="text-muted-foreground tabular-nums">{formatMoney(item.revenue)}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
