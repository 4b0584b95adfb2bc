import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";

import { daySummary } from "@/lib/courier/day";
import type { CourierOrder } from "@/lib/courier/types";
import { formatMoney } from "@/lib/format";

/** Today at a glance: how many deliveries the courier finished and the delivery fees they came with. */
export function CourierSummary({ delivered }: { delivered: readonly CourierOrder[] }) {
  const t = useTranslations("courier.summary");
  const { count, fees } = daySummary(delivered);
  return (
    <section
      aria-label={t("label")}
      className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <span className="rounded-full bg-success p-2 text-success-foreground">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <p className="flex flex-col">
        <strong className="text-xl" data-testid="courier-day-count">
          {t("count", { count })}
        </strong>
        <span className="text-base">{t("fees", { amount: formatMoney(fees) })}</span>
      </p>
    </section>
  );
}
