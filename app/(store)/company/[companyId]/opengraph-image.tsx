import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";

import { OG_SIZE, OgCard } from "@/components/store/store-page/og-card";
import { findVisibleStore, getPrerenderedStoreIds } from "@/lib/data/catalog";
import { LOCALE } from "@/lib/i18n/constants";
import { idParams } from "@/lib/store/static-params";
import messages from "@/messages/pt-BR.json";

export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = messages.seo.storeImageAlt;

export async function generateStaticParams() {
  return idParams("companyId", await getPrerenderedStoreIds());
}

const ratingFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Open Graph / Twitter picture of a store page. */
export default async function StoreImage({ params }: { params: Promise<{ companyId: string }> }) {
  const store = await findVisibleStore((await params).companyId);
  if (!store) notFound();
  const { company } = store;
  const t = await getTranslations({ locale: LOCALE, namespace: "seo" });
  const brand = (await getTranslations({ locale: LOCALE, namespace: "metadata" }))("siteName");
  return new ImageResponse(
    <OgCard
      brand={brand}
      eyebrow={t("ogTagline")}
      title={company.name}
      facts={[
        t("ogRating", { rating: ratingFormat.format(company.rating) }),
        t("ogDelivery", { time: company.deliveryTime }),
      ]}
      footer={`${company.address.neighborhood}, ${company.address.city}`}
    />,
    OG_SIZE,
  );
}
