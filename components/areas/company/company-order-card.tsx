import Link from "next/link";
import { useTranslations } from "next-intl";

import { CancelOrderDialog } from "@/components/areas/company/cancel-order-dialog";
import { MarkReadyButton } from "@/components/areas/company/mark-ready-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CompanyOrder } from "@/fixtures/schemas";
import {
  companyOrderActions,
  companyOrderBadgeTone,
  companyOrderStatusKey,
} from "@/lib/areas/company-orders";
import { formatMoney } from "@/lib/format";

/** One recent order: 'Ver Detalhes' always, 'Marcar Pronto' and 'Cancelar' only while preparing (spec 4). */
export function CompanyOrderCard({ order }: { order: CompanyOrder }) {
  const t = useTranslations("companyDashboard");
  const labels = useTranslations("statusLabels.companyOrder");
  const actions = companyOrderActions(order.status);
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{order.customer}</h3>
          <p className="text-sm text-muted-foreground">{t("orderTime", { time: order.time })}</p>
        </div>
        <Badge variant={companyOrderBadgeTone(order.status)}>
          {labels(companyOrderStatusKey(order.status))}
        </Badge>
      </div>
      <p className="text-sm">{order.items.join(", ")}</p>
      <p className="text-sm font-medium">{t("orderTotal", { total: formatMoney(order.total) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link
            href={`/company/order/${order.id}`}
            aria-label={t("viewDetailsOf", { customer: order.customer })}
          >
            {t("viewDetails")}
          </Link>
        </Button>
        {actions.markReady ? <MarkReadyButton customer={order.customer} /> : null}
        {actions.cancel ? <CancelOrderDialog customer={order.customer} /> : null}
      </div>
    </li>
  );
}
