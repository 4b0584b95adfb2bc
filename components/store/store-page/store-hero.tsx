import { Bike, Clock, MapPin, Star } from "lucide-react";
import Image from "next/image";
import { getTranslations } from "next-intl/server";

import { OpenStatus } from "@/components/store/open-status";
import type { Company } from "@/fixtures/schemas";
import { LOCALE } from "@/lib/i18n/constants";

import { deliveryFeeText } from "@/lib/orders/delivery-fee";

const ratingFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** spec 2 Store page header: cover, logo, name, description, open/closed badge and the delivery facts. */
export async function StoreHero({ company, renderedAt }: { company: Company; renderedAt: number }) {
  const t = await getTranslations("store");
  const fee = deliveryFeeText(company.deliveryFee, t("freeDelivery"));
  const facts = [
    {
      icon: Star,
      label: t("ratingLabel"),
      value: t("ratingValue", { rating: ratingFormat.format(company.rating) }),
    },
    { icon: Clock, label: t("deliveryTimeLabel"), value: company.deliveryTime },
    { icon: Bike, label: t("deliveryFeeLabel"), value: fee },
    { icon: MapPin, label: t("neighborhoodLabel"), value: company.address.neighborhood },
  ];

  return (
    <header className="overflow-hidden rounded-lg border bg-card shadow-sm">
      <div className="relative aspect-[16/6] max-h-72 w-full bg-muted sm:aspect-[16/5]">
        <Image
          src={company.coverImage}
          alt=""
          fill
          priority
          sizes="(min-width: 1280px) 1216px, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-6">
        <div className="relative -mt-14 size-24 shrink-0 overflow-hidden rounded-lg border-4 border-card bg-card shadow sm:-mt-16">
          <Image
            src={company.logo}
            alt={t("logoAlt", { name: company.name })}
            fill
            sizes="96px"
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
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="flex items-center gap-1.5">
                <Icon aria-hidden="true" className="size-4 text-primary" />
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
