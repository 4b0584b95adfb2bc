import Link from "next/link";
import { useTranslations } from "next-intl";

import { AdSlot } from "@/components/store/ad-slot";
import { buttonVariants } from "@/components/ui/button";
import { COUPONS_ANCHOR } from "@/components/store/coupon-banners";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/**
 * product.md §2 home: the promotion banner slot. The page carries the Vitrine's own promotion (it points to
 * the coupon block further down); after load an advertiser's eligible ad may take its box (AdSlot).
 */
export function PromoBanner() {
  const t = useTranslations("home");
  return (
    <AdSlot>
      <section className="flex h-full flex-col gap-4 overflow-hidden rounded-lg bg-secondary p-6 text-secondary-foreground md:flex-row md:items-center md:justify-between md:p-8">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground sm:flex">
            <SpriteIcon name="clock" className="size-6" />
          </span>
          <div className="space-y-1">
            <h2 className="text-xl font-bold md:text-2xl">{t("promoTitle")}</h2>
            <p className="text-sm md:text-base">{t("promoText")}</p>
          </div>
        </div>
        <Link
          href={`#${COUPONS_ANCHOR}`}
          className={buttonVariants({ className: "self-start md:self-auto" })}
        >
          {t("promoCta")}
        </Link>
      </section>
    </AdSlot>
  );
}
