import { Building2, Megaphone } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import type { PlanSummary as Summary } from "@/lib/admin/plans";

/** How many plans of each type are for sale, counted over the same list the cards below show. */
export function PlanSummary({ summary }: { summary: Summary }) {
  const t = useTranslations("adminPlans.summary");
  const format = useFormatter();
  const card = (type: keyof Summary) => ({
    value: format.number(summary[type].active),
    hint: t("hint", { total: summary[type].total, inactive: summary[type].total - summary[type].active }),
  });
  return (
    <section aria-labelledby="plans-summary-heading">
      <h2 id="plans-summary-heading" className="sr-only">
        {t("title")}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <li>
          <StatCard label={t("company")} icon={Building2} {...card("company")} />
        </li>
        <li>
          <StatCard label={t("advertiser")} icon={Megaphone} {...card("advertiser")} />
        </li>
      </ul>
    </section>
  );
}
