import Link from "next/link";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";
import { COUPONS_ANCHOR } from "@/components/store/coupon-banners";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/** product.md §2 home: the internal promotion banner; it points to the coupon block further down. */
export function PromoBanner() {
  const t = useTranslations("home");
  return (
    <section className="flex flex-col gap-4 overflow-hidden rounded-lg bg-secondary p-6 text-secondary-foreground md:flex-row md:items-center md:justify-between md:p-8">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground sm:flex">
          <SpriteIcon name="clock" className="size-6" />
        </span>
        <div className="space-y-1">
          <h2 className="text-xl font-bold md:text-2xl">{t("promoTitle")}</h2>
          <p className="text-sm md:text-base">{t("promoText")}</p>
        </div>
      </div>
      <Link href={`#${COUPONS_ANCHOR}`} className={buttonVariants({ className: "self-start md:self-auto" })}>
        {t("promoCta")}
      </Link>
    </section>
  );
}
