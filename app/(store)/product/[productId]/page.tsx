import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ProductDetails } from "@/components/store/product-page/product-details";
import { JsonLdScript } from "@/components/store/store-page/json-ld-script";
import { StoreNotice } from "@/components/store/store-page/store-notice";
import { findVisibleProduct, getPrerenderedProductIds } from "@/lib/data/catalog";
import { siteUrl } from "@/lib/env";
import { formatMoney } from "@/lib/format";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { productJsonLd } from "@/lib/seo/product-json-ld";
import { productPath } from "@/lib/seo/urls";
import { getRenderTime } from "@/lib/store/render-time";
import { idParams } from "@/lib/store/static-params";

type Props = { params: Promise<{ productId: string }> };

// The first products of approved stores (lib/data/catalog PRERENDERED_PRODUCTS) are prerendered at build time;
// any other id renders on demand and is cached (a product added or a store approved later) or answers 404.
export async function generateStaticParams() {
  return idParams("productId", await getPrerenderedProductIds());
}

// An unlisted id must answer HTTP 404 (product.md §8). By default Next 16 (cacheComponents + partial prefetching)
// streams the route's App Shell with a 200 first; "blocking" renders it fully, so notFound() sets the status.
export const unstable_paramMatching = { productId: "blocking" };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await findVisibleProduct((await params).productId);
  if (!found) notFound();
  const { product, company, visibility } = found;
  const [t, tMeta] = await Promise.all([getTranslations("seo"), getTranslations("metadata")]);
  return pageMetadata({
    title: t("productTitle", { product: product.name, company: company.name }),
    description: t("productDescription", {
      description: product.description,
      price: formatMoney(product.price),
      company: company.name,
    }),
    path: productPath(product.id),
    siteName: tMeta("siteName"),
    noIndex: visibility !== "public",
  });
}

export default async function ProductPage({ params }: Props) {
  const found = await findVisibleProduct((await params).productId);
  if (!found) notFound();
  const { product, company, visibility } = found;
  const orderable = visibility === "public";
  const [t, renderedAt] = await Promise.all([getTranslations("store"), getRenderTime()]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <JsonLdScript data={productJsonLd({ product, company, baseUrl: siteUrl(), orderable })} />
      {!orderable && <StoreNotice>{t("suspended")}</StoreNotice>}
      <ProductDetails product={product} company={company} renderedAt={renderedAt} orderable={orderable} />
    </div>
  );
}
