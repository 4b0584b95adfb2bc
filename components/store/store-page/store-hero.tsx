import { getTranslations } from "next-intl/server";

import { OpenStatus } from "@/components/store/open-status";
import { LocalImage } from "@/components/ui/local-image";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { SpriteIconName } from "@/lib/icons/sprite";
import type { Company } from "@/lib/catalog/types";
import { formatRating } from "@/lib/format";

import { deliveryFeeText } from "@/lib/orders/delivery-fee";

/** product.md §2 Store page header: cover, logo, name, description, open/closed badge and the delivery facts. */
export async function StoreHero({ company, renderedAt }: { company: Company; renderedAt: number }) {
  const t = await getTranslations("store");
  const fee = deliveryFeeText(company.deliveryFee, t("freeDelivery"));
  const facts: { icon: SpriteIconName; label: string; value: string }[] = [
    {
      icon: "star",
      label: t("ratingLabel"),
      value: t("ratingValue", { rating: formatRating(company.rating) }),
    },
    { icon: "clock", label: t("deliveryTimeLabel"), value: company.deliveryTime },
    { icon: "bike", label: t("deliveryFeeLabel"), value: fee },
    { icon: "map-pin", label: t("neighborhoodLabel"), value: company.address.neighborhood },
  ];

  return (
    <header className="overflow-hidden rounded-lg border bg-card shadow-sm">
      <div className="relative aspect-[16/6] max-h-72 w-full bg-muted sm:aspect-[16/5]">
        <LocalImage src={company.coverImage} alt="" fill priority className="object-cover" />
      </div>
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-6">
        <div className="relative -mt-14 size-24 shrink-0 overflow-hidden rounded-lg border-4 border-card bg-card shadow sm:-mt-16">
          <LocalImage
            src={company.logo}
            alt={t("logoAlt", { name: company.name })}
            fill
            className="object-cover"
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{company.name}</h1>
            <OpenStatus openingHours={company.openingHours} renderedAt={renderedAt} />
          </div>
          <p className="text-muted-foreground">{company.description}</p>
          <dl aria-label={t("details")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {facts.map(({ icon, label, value }) => (
              <div key={label} className="flex items-center gap-1.5">
                <SpriteIcon name={icon} className="size-4 text-primary" />
                <dt className="sr-only">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </header>
  );
}
