"use client";

import { Loader2, Power, PowerOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTransition } from "react";

import { CopyCodeButton } from "@/components/store/copy-code-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setCouponActive } from "@/lib/company/coupon-actions";
import type { Coupon } from "@/lib/company/types";
import { formatDiscount } from "@/lib/company/coupons";
import { formatDate, formatMoney } from "@/lib/format";

type CompanyCouponCardProps = { coupon: Coupon; readOnly?: boolean };

/**
 * One coupon as a ticket: code, discount, rules, uses; copy the code, activate or deactivate it (saved
 * by a server action; the badge changes when the saved row comes back).
 */
export function CompanyCouponCard({ coupon, readOnly = false }: CompanyCouponCardProps) {
  const t = useTranslations("companyCoupons");
  const [switching, startSwitching] = useTransition();

  function toggle() {
    const active = !coupon.active;
    startSwitching(async () => {
      const result = await setCouponActive(coupon.id, active);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(active ? t("activated") : t("deactivated"), {
        description: t(active ? "activatedDescription" : "deactivatedDescription", { code: coupon.code }),
      });
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
        {readOnly ? null : (
          <Button
            size="sm"
            variant="outline"
            onClick={toggle}
            disabled={switching}
            aria-label={
              coupon.active
                ? t("deactivateOf", { code: coupon.code })
                : t("activateOf", { code: coupon.code })
            }
          >
            {switching ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : coupon.active ? (
              <PowerOff aria-hidden="true" />
            ) : (
              <Power aria-hidden="true" />
            )}
            {coupon.active ? t("deactivate") : t("activate")}
          </Button>
        )}
      </div>
    </li>
  );
}
