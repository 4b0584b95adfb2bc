import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { categoriesPresent } from "@/components/store/store-page/category-filter";
import { JsonLdScript } from "@/components/store/store-page/json-ld-script";
import { OpeningHoursTable } from "@/components/store/store-page/opening-hours-table";
import { StoreContact } from "@/components/store/store-page/store-contact";
import { StoreHero } from "@/components/store/store-page/store-hero";
import { StoreNotice } from "@/components/store/store-page/store-notice";
import { StoreProducts } from "@/components/store/store-page/store-products";
import { StoreCards } from "@/components/store/store-cards";
import {
  findVisibleStore,
  getPrerenderedStoreIds,
  getProductsByCompany,
  getUiCategories,
} from "@/lib/data/catalog";
import { siteUrl } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { storeJsonLd } from "@/lib/seo/store-json-ld";
import { storePath } from "@/lib/seo/urls";
import { weeklySchedule } from "@/lib/store/opening-hours";
import { productCardData, storeCardsOf } from "@/lib/store/cards";
import { getRenderTime } from "@/lib/store/render-time";
import { idParams } from "@/lib/store/static-params";

type Props = { params: Promise<{ companyId: string }> };

// The oldest listed stores (lib/data/catalog PRERENDERED_STORES) are prerendered at build time; any other id
// renders on demand and is cached (a later or suspended store) or answers 404 (pending, rejected, unknown).
export async function generateStaticParams() {
  return idParams("companyId", await getPrerenderedStoreIds());
}

// An unlisted id must answer HTTP 404 (product.md §8). By default Next 16 (cacheComponents + partial prefetching)
// streams the route's App Shell with a 200 first; "blocking" renders it fully, so notFound() sets the status.
export const unstable_paramMatching = { companyId: "blocking" };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await findVisibleStore((await params).companyId);
  if (!store) notFound();
  const { company, visibility } = store;
  const [t, tMeta] = await Promise.all([getTranslations("seo"), getTranslations("metadata")]);
  const { neighborhood, city } = company.address;
  return pageMetadata({
    title: company.name,
    description: t("storeDescription", {
      description: company.description,
      deliveryTime: company.deliveryTime,
      neighborhood,
      city,
    }),
    path: storePath(company.id),
    siteName: tMeta("siteName"),
    noIndex: visibility !== "public",
  });
}

export default async function StorePage({ params }: Props) {
  const store = await findVisibleStore((await params).companyId);
  if (!store) notFound();
  const { company, visibility } = store;
  const orderable = visibility === "public";
  const [t, renderedAt, products, categories] = await Promise.all([
    getTranslations("store"),
    getRenderTime(),
    getProductsByCompany(company.id),
    getUiCategories(),
  ]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const jsonLd = storeJsonLd({
    company,
    baseUrl: siteUrl(),
    productPrices: products.map((product) => product.price),
    ratingCount: company.ratingCount ?? 0,
  });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
      <JsonLdScript data={jsonLd} />
      {!orderable && <StoreNotice>{t("suspended")}</StoreNotice>}
      <StoreHero company={company} renderedAt={renderedAt} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <StoreCards {...storeCardsOf([company], renderedAt)}>
          <StoreProducts
            products={products.map((product) => ({
              ...productCardData(product),
              categoryId: product.categoryId,
            }))}
            categories={categoriesPresent(products, (id) => categoryNames.get(id))}
            orderable={orderable}
          />
        </StoreCards>
        <aside className="flex flex-col gap-6 below-fold [--fold-h:40rem]">
          <OpeningHoursTable rows={weeklySchedule(company.openingHours)} />
          <StoreContact company={company} />
        </aside>
      </div>
    </div>
  );
}
