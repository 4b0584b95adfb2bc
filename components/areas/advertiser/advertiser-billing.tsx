import { useTranslations } from "next-intl";

import { BillingPlanCard } from "@/components/areas/advertiser/billing-plan-card";
import { PaymentMethodCard } from "@/components/areas/advertiser/payment-method-card";
import { PlanOptions } from "@/components/areas/advertiser/plan-options";
import { StatementTable } from "@/components/areas/advertiser/statement-table";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import type { AdvertiserBilling as AdvertiserBillingData } from "@/lib/data/advertiser";

/** product.md §2 /advertiser/billing: current plan and usage, payment method, the statement and the other plans. */
export function AdvertiserBilling({ billing }: { billing: AdvertiserBillingData }) {
  const t = useTranslations("advertiserBilling");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <BillingPlanCard plan={billing.plan} usage={billing.usage} />
        </div>
        <PaymentMethodCard method={billing.paymentMethod} />
      </div>
      <StatementTable statement={billing.statement} />
      <PlanOptions
        plans={billing.plans}
        currentId={billing.plan?.id ?? null}
        monthImpressions={billing.statement.currentMonth.impressions}
      />
    </div>
  );
}
