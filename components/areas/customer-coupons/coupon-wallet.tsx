import { TicketX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { CouponBanner } from "@/lib/marketing/types";

import { CouponCard } from "./coupon-card";

/** /customer/cupons (product.md D11): the coupon banners (product.md §3) as the customer's wallet. */
export function CouponWallet({ coupons }: { coupons: readonly CouponBanner[] }) {
  const t = useTranslations("customerCoupons");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      {coupons.length === 0 ? (
        <Card className="items-center py-10 text-center">
          <CardContent className="flex flex-col items-center gap-3">
            <TicketX aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
            <p className="max-w-md text-muted-foreground">{t("emptyText")}</p>
            <Button asChild>
              <Link href="/">{t("emptyAction")}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <section aria-labelledby="coupon-count" className="flex flex-col gap-3">
          <p id="coupon-count" className="text-sm text-muted-foreground">
            {t("count", { count: coupons.length })}
          </p>
          <ul className="flex flex-col gap-4">
            {coupons.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
