import { Ticket } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import type { CouponBanner } from "@/lib/marketing/types";

import { CopyCodeButton } from "@/components/store/copy-code-button";

/** One coupon of the wallet, drawn as a ticket: the offer, its code and 'Copiar código'. */
export function CouponCard({ coupon }: { coupon: CouponBanner }) {
  const t = useTranslations("customerCoupons");
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm sm:flex-row">
      <div className="flex flex-1 gap-3 p-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <Ticket aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-semibold">{coupon.title}</h2>
          <p className="text-sm text-muted-foreground">{coupon.subtitle}</p>
          <Link
            href="/"
            className="mt-1 w-fit text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            {t("useNow")}
          </Link>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-dashed bg-secondary/40 p-4 sm:w-56 sm:flex-col sm:items-stretch sm:justify-center sm:border-t-0 sm:border-l">
        <p className="flex flex-col">
          <span className="text-xs text-muted-foreground">{t("codeLabel")}</span>
          <span className="font-mono text-base font-semibold tracking-wider break-all">{coupon.code}</span>
        </p>
        <CopyCodeButton code={coupon.code} label={t("copy")} />
      </div>
    </li>
  );
}
