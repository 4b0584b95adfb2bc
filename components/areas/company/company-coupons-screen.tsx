"use client";

import { CircleCheck, CircleOff, Plus, TicketPercent } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo, useState } from "react";

import { CompanyCouponCard } from "@/components/areas/company/company-coupon-card";
import { CompanyCouponForm } from "@/components/areas/company/company-coupon-form";
import { EmptyState } from "@/components/areas/empty-state";
import { SectionHeading } from "@/components/areas/section-heading";
import { StatCard } from "@/components/areas/stat-card";
import { Button } from "@/components/ui/button";
import type { Coupon } from "@/fixtures/company-coupons";
import { couponCounts } from "@/lib/company/coupons";
import { sessionCoupons } from "@/lib/company/session";
import { useCompanySession } from "@/lib/company/session-store";

type CompanyCouponsScreenProps = { companyId: string; coupons: readonly Coupon[] };

/** /company/cupons (issue 11): counters, the coupons (this session's new ones first) and 'Novo cupom'. */
export function CompanyCouponsScreen({ companyId, coupons: base }: CompanyCouponsScreenProps) {
  const t = useTranslations("companyCoupons");
  const format = useFormatter();
  const session = useCompanySession();
  const coupons = useMemo(() => sessionCoupons(base, session), [base, session]);
  const counts = couponCounts(coupons);
  const [creating, setCreating] = useState(false);

  const newCoupon = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {coupons.length === 0 ? t("emptyAction") : t("newCoupon")}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t("summaryLabel")} className="grid gap-3 sm:grid-cols-3">
        <StatCard label={t("countTotal")} value={format.number(counts.total)} icon={TicketPercent} />
        <StatCard label={t("countActive")} value={format.number(counts.active)} icon={CircleCheck} />
        <StatCard label={t("countInactive")} value={format.number(counts.inactive)} icon={CircleOff} />
      </section>
      <section aria-labelledby="company-coupons-list">
        <SectionHeading id="company-coupons-list" action={coupons.length > 0 ? newCoupon : null}>
          {t("listHeading")}
        </SectionHeading>
        {coupons.length === 0 ? (
          <EmptyState icon={TicketPercent} title={t("emptyTitle")} text={t("empty")} headingLevel="h3">
            {newCoupon}
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {coupons.map((coupon) => (
              <CompanyCouponCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
        )}
      </section>
      <CompanyCouponForm
        open={creating}
        onOpenChange={setCreating}
        companyId={companyId}
        existingCodes={coupons.map((coupon) => coupon.code)}
      />
    </div>
  );
}
