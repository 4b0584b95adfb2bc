"use client";

import { CircleCheck, CircleOff, Plus, TicketPercent } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";

import { CompanyCouponCard } from "@/components/areas/company/company-coupon-card";
import { CompanyCouponForm } from "@/components/areas/company/company-coupon-form";
import { EmptyState } from "@/components/areas/empty-state";
import { SectionHeading } from "@/components/areas/section-heading";
import { StatCard } from "@/components/areas/stat-card";
import { Button } from "@/components/ui/button";
import type { Coupon } from "@/lib/company/types";
import { couponCounts } from "@/lib/company/coupons";

type CompanyCouponsScreenProps = { coupons: readonly Coupon[]; readOnly: boolean };

/**
 * /company/cupons: counters, the store's coupons (newest first) and 'Novo cupom'. Every change is a
 * server action that re-renders this screen with the saved rows; an entregador only reads.
 */
export function CompanyCouponsScreen({ coupons, readOnly }: CompanyCouponsScreenProps) {
  const t = useTranslations("companyCoupons");
  const format = useFormatter();
  const counts = couponCounts(coupons);
  const [creating, setCreating] = useState(false);

  const newCoupon = readOnly ? null : (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {coupons.length === 0 ? t("emptyAction") : t("newCoupon")}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      {readOnly ? (
        <p role="note" className="rounded-md border bg-muted px-4 py-3 text-sm text-muted-foreground">
          {t("readOnly")}
        </p>
      ) : null}
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
              <CompanyCouponCard key={coupon.id} coupon={coupon} readOnly={readOnly} />
            ))}
          </ul>
        )}
      </section>
      {readOnly ? null : <CompanyCouponForm open={creating} onOpenChange={setCreating} />}
    </div>
  );
}
