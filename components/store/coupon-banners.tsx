import { getTranslations } from "next-intl/server";

import { SpriteIcon } from "@/components/ui/sprite-icon";
import { getHomeCouponBanners } from "@/lib/data/marketing";

import { CopyCodeButton } from "./copy-code-button";

/** Target of the promo banner's link. */
export const COUPONS_ANCHOR = "cupons";

/**
 * product.md §2 home: coupon banners (title, subtitle, code with a copy button), as /admin/layout arranged them
 * (public.cupons_destaque, cached under a tag its saves expire); no block at all when there is none.
 */
export async function CouponBanners() {
  const [t, couponBanners] = await Promise.all([getTranslations("home"), getHomeCouponBanners()]);
  if (couponBanners.length === 0) return null;
  return (
    <section
      id={COUPONS_ANCHOR}
      aria-labelledby="coupons-title"
      className="scroll-mt-32 space-y-3 below-fold [--fold-h:37rem]"
    >
      <h2 id="coupons-title" className="text-xl font-bold tracking-tight md:text-2xl">
        {t("couponsTitle")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {couponBanners.map((coupon) => (
          <li
            key={coupon.id}
            className="flex flex-col gap-3 rounded-lg border-2 border-dashed border-primary/40 bg-card p-5"
          >
            <div className="flex items-start gap-3">
              <SpriteIcon name="ticket-percent" className="mt-0.5 size-6 shrink-0 text-primary" />
              <div className="space-y-1">
                <h3 className="font-semibold">{coupon.title}</h3>
                <p className="text-sm text-muted-foreground">{coupon.subtitle}</p>
              </div>
            </div>
            <div className="mt-auto flex items-center justify-between gap-2 rounded-md bg-secondary px-3 py-2">
              <span className="sr-only">{t("codeLabel")}</span>
              <code className="font-mono text-sm font-bold tracking-wider text-secondary-foreground">
                {coupon.code}
              </code>
              <CopyCodeButton code={coupon.code} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
