import { Store } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { Button } from "@/components/ui/button";
import { LocalImage } from "@/components/ui/local-image";
import { formatDate, formatMoney } from "@/lib/format";
import { orderCode } from "@/lib/orders/history";
import type { HistoryEntry } from "@/lib/orders/types";

/** One past order: store logo, date and time, items count, total, status and 'Ver Detalhes'. */
export function OrderHistoryRow({ entry, basePath }: { entry: HistoryEntry; basePath: string }) {
  const t = useTranslations("orders");
  const code = orderCode(entry.id);
  return (
    <li className="flex flex-col gap-4 rounded-lg border p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {entry.companyLogo ? (
          <LocalImage
            src={entry.companyLogo}
            alt={t("logoAlt", { company: entry.company })}
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-full border object-cover"
          />
        ) : (
          // a store that left the catalogue keeps its name on the order, not its logo
          <span className="grid size-12 shrink-0 place-items-center rounded-full border bg-muted text-muted-foreground">
            <Store aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{entry.company}</h3>
          <p className="text-sm text-muted-foreground">
            {t("orderCode", { code })} · {t("placedAt", { date: formatDate(entry.date), time: entry.time })}
          </p>
          <p className="text-sm text-muted-foreground">{t("items", { count: entry.items })}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:justify-end">
        <OrderStatusBadge status={entry.status} audience="history" />
        <p className="font-semibold tabular-nums">
          <span className="sr-only">{t("total")}: </span>
          {formatMoney(entry.total)}
        </p>
        <Button asChild variant="outline" size="sm">
          <Link href={`${basePath}/${entry.id}`} aria-label={t("detailsOf", { code })}>
            {t("details")}
          </Link>
        </Button>
      </div>
    </li>
  );
}
