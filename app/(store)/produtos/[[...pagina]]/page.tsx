import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { catalogueMetadata } from "@/lib/seo/catalogue-metadata";

import { PageNav } from "@/components/store/page-nav";
import { ProductGrid } from "@/components/store/product-grid";
import { StoreCards } from "@/components/store/store-cards";
import { getCatalogueCounts, getShopperProducts } from "@/lib/data/catalog";
import { storeCardsOf } from "@/lib/store/cards";
import { PRODUCTS_PER_PAGE, pageCount, pageExists, parsePageSegment } from "@/lib/store/pagination";
import { productListHref, productListParams } from "@/lib/store/product-list";
import { getRenderTime } from "@/lib/store/render-time";

type Params = Promise<{ pagina?: string[] }>;

// The first pages are prerendered, later ones render on demand and are cached; a segment that is not a page
// must answer HTTP 404 ("blocking": see the product page).
export const unstable_paramMatching = { pagina: "blocking" };

export async function generateStaticParams() {
  return productListParams((await getCatalogueCounts()).available);
}

async function pageNumber(params: Params): Promise<number> {
  const { pagina = [] } = await params;
  const page = pagina.length <= 1 ? parsePageSegment(pagina[0]) : null;
  return page ?? notFound();
}

/** The page's products, or a 404 past the last page: the same cached read for the metadata and the page. */
async function listPage(page: number, renderedAt: number) {
  const list = await getShopperProducts({ page, size: PRODUCTS_PER_PAGE, at: renderedAt });
  return pageExists(page, list.total, PRODUCTS_PER_PAGE) ? list : notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [page, renderedAt] = await Promise.all([pageNumber(params), getRenderTime()]);
  // a page past the end is the 404's ('Página não encontrada'), not a 'página 999' with its canonical URL
  await listPage(page, renderedAt);
  return catalogueMetadata(page > 1 ? "productList.later" : "productList", productListHref(page), { page });
}

/** The full product list, server-rendered in pages ('Ver mais produtos' on the home leads here). */
export default async function ProductListPage({ params }: { params: Params }) {
  const [t, page, renderedAt] = await Promise.all([
    getTranslations("productList"),
    pageNumber(params),
    getRenderTime(),
  ]);
  const list = await listPage(page, renderedAt);
  const pages = pageCount(list.total, PRODUCTS_PER_PAGE);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("pageOf", { page, pages })}</p>
      </header>
      <StoreCards {...storeCardsOf(list.companies, renderedAt)}>
        <ProductGrid products={list.items} />
      </StoreCards>
      <PageNav page={page} pages={pages} hrefOf={productListHref} />
    </div>
  );
}
