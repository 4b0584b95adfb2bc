import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";

import { OG_SIZE, OgCard } from "@/components/store/store-page/og-card";
import { findVisibleProduct, getPrerenderedProductIds } from "@/lib/data/catalog";
import { formatMoney } from "@/lib/format";
import { LOCALE } from "@/lib/i18n/constants";
import { idParams } from "@/lib/store/static-params";
import messages from "@/messages/pt-BR.json";

export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = messages.seo.productImageAlt;

export async function generateStaticParams() {
  return idParams("productId", await getPrerenderedProductIds());
}

/** Open Graph / Twitter picture of a product page. */
export default async function ProductImage({ params }: { params: Promise<{ productId: string }> }) {
  const found = await findVisibleProduct((await params).productId);
  if (!found) notFound();
  const { product, company } = found;
  const t = await getTranslations({ locale: LOCALE, namespace: "seo" });
  const brand = (await getTranslations({ locale: LOCALE, namespace: "metadata" }))("siteName");
  return new ImageResponse(
    <OgCard
      brand={brand}
      eyebrow={company.name}
      title={product.name}
      facts={[t("ogDelivery", { time: company.deliveryTime })]}
      highlight={formatMoney(product.price)}
      footer={`${company.address.neighborhood}, ${company.address.city}`}
    />,
    OG_SIZE,
  );
}
