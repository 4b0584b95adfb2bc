"use client";

import { Power, PowerOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

import { CopyCodeButton } from "@/components/store/copy-code-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Coupon } from "@/fixtures/company-coupons";
import { formatDiscount } from "@/lib/company/coupons";
import { companySession } from "@/lib/company/session-store";
import { formatDate, formatMoney } from "@/lib/format";

/** One coupon as a ticket: code, discount, rules, uses; copy the code, activate or deactivate it. */
export function CompanyCouponCard({ coupon }: { coupon: Coupon }) {
  const t = useTranslations("companyCoupons");

  function toggle() {
    const active = !coupon.active;
    console.info("company: coupon switched (session only, not persisted)", { code: coupon.code, active });
    companySession.setCouponActive(coupon.id, active);
    toast.success(active ? t("activated") : t("deactivated"), {
      description: t(active ? "activatedDescription" : "deactivatedDescription", { code: coupon.code }),
    });
  }

  return (
    <li className="flex flex-col rounded-lg border bg-card shadow-sm">
      <div className="flex items-start justify-between gap-3 border-b border-dashed p-4">
        <div className="min-w-0">
          <h3 className="font-mono text-lg font-bold tracking-wider break-all">{coupon.code}</h3>
          <p className="font-semibold text-accent">
            {t("discountOff", { discount: formatDiscount(coupon) })}
          </p>
        </div>
        <Badge variant={coupon.active ? "success" : "outline"}>
          {coupon.active ? t("status.active") : t("status.inactive")}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4 text-sm">
        <p>{coupon.description}</p>
        <p className="text-muted-foreground">
          {coupon.minOrder > 0 ? t("minOrder", { value: formatMoney(coupon.minOrder) }) : t("noMinOrder")}
        </p>
        <p className="text-muted-foreground">
          {t("validity", { start: formatDate(coupon.startsAt), end: formatDate(coupon.endsAt) })}
        </p>
        <p className="text-muted-foreground">{t("uses", { count: coupon.uses })}</p>
      </div>
      <div className="flex flex-wrap gap-2 px-4 pb-4">
        <CopyCodeButton code={coupon.code} />
        <Button
          size="sm"
          variant="outline"
          onClick={toggle}
          aria-label={
            coupon.active ? t("deactivateOf", { code: coupon.code }) : t("activateOf", { code: coupon.code })
          }
        >
          {coupon.active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {coupon.active ? t("deactivate") : t("activate")}
        </Button>
      </div>
    </li>
  );
}
