import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { getShopperCompanies } from "@/lib/data/catalog";
import { homeHref, type HomeParams } from "@/lib/store/home-params";
import { companyCardData, storeCardsOf, unsentCompanies } from "@/lib/store/cards";
import { getRenderTime } from "@/lib/store/render-time";
import { hasActiveQuery } from "@/lib/store/search";
import { SEARCH_COMPANIES } from "@/lib/store/pagination";
import { productListHref } from "@/lib/store/product-list";
import { readResultsPage } from "@/lib/store/results-page";

import { CompanyCard } from "./company-card";
import { OpenFirst } from "./open-first";
import { PageNav } from "./page-nav";
import { ProductGrid } from "./product-grid";
import { StoreCards } from "./store-cards";

/**
 * product.md §2 product grid / results and product.md §5 search: heading 'Resultados da busca' with a query, else the
 * chosen category's name (product.md D13: 'Beleza', not 'Todos os Produtos'), else 'Todos os Produtos'; with a
 * query, matching companies under 'Estabelecimentos encontrados', open ones first; the empty states (a
 * category without products says so and links back to 'Todos', keeping the query). Server component: the
 * caller reads the URL and passes the parsed params. The search runs in the database (public.buscar_produtos/
 * buscar_lojas) one page at a time: the products in pages (`pagina`, 'Página N de M' and links that keep the
 * term and the category; a page that is not one is a 404, like /produtos), the stores found on the first page.
 */
export async function SearchResults({
  query,
  categoryId,
  page = 1,
  sentCompanyIds = [],
}: Omit<HomeParams, "page"> & {
  page?: HomeParams["page"];
  /** Stores an enclosing <StoreCards> already sent (the home's carousels): the cards find them there. */
  sentCompanyIds?: readonly string[];
}) {
  const searching = hasActiveQuery(query);
  const [t, tList, results, companiesFound] = await Promise.all([
    getTranslations("search"),
    getTranslations("productList"),
    readResultsPage({ query, categoryId, page }),
    // the stores found are listed once, above the first page of products
    searching && page === 1
      ? getRenderTime().then((at) => getShopperCompanies({ query: query ?? "", size: SEARCH_COMPANIES, at }))
      : Promise.resolve({ items: [], total: 0 }),
  ]);
  if (!results) notFound();
  const { found, pages, category, firstPageOnly, renderedAt } = results;
  const products = found.items;
  const companies = companiesFound.items;
  const categoryName = category?.name;
  // product.md D13: the heading names the chosen category; an unnamed one (table unreadable) stays generic
  const title = searching
    ? t("resultsTitle")
    : category
      ? (categoryName ?? t("categoryProducts"))
      : t("allProducts");

  if (searching && companies.length === 0 && products.length === 0) {
    return (
      <section
        aria-labelledby="search-results-title"
        className="flex flex-col items-center gap-3 py-12 text-center"
      >
        <SpriteIcon name="search-x" className="size-12 text-muted-foreground" />
        <h2 id="search-results-title" className="text-xl font-semibold">
          {t("noResults")}
        </h2>
        <p className="text-muted-foreground">{t("noResultsHint", { query: query ?? "" })}</p>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {t("clear")}
        </Link>
      </section>
    );
  }

  // the cards' stores: those of the products listed and the stores found, each once, and none the page sent already
  const cards = storeCardsOf(unsentCompanies([...found.companies, ...companies], sentCompanyIds), renderedAt);
  return (
    <StoreCards {...cards}>
      <section aria-labelledby="search-results-title" className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="search-results-title" className="text-xl font-bold tracking-tight md:text-2xl">
              {title}
            </h2>
            {searching ? (
              <p className="text-sm text-muted-foreground">
                {t("forQuery", { query: query ?? "" })}{" "}
                {categoryName ? t("inCategory", { category: categoryName }) : null}
              </p>
            ) : null}
          </div>
          {searching ? (
            <Link href="/" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              {t("clear")}
            </Link>
          ) : null}
        </div>
        <p role="status" className="sr-only">
          {t("summary", { companies: companiesFound.total, products: found.total })}
        </p>

        {searching && companies.length > 0 ? (
          <section aria-labelledby="companies-found-title" className="space-y-3">
            <h3 id="companies-found-title" className="text-lg font-semibold">
              {t("companiesFound")}
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              <OpenFirst companyIds={companies.map((company) => company.id)}>
                {companies.map((company) => (
                  <li key={company.id}>
                    <CompanyCard company={companyCardData(company)} />
                  </li>
                ))}
              </OpenFirst>
            </ul>
            {companiesFound.total > companies.length ? (
              <p className="text-sm text-muted-foreground">
                {t("moreCompanies", { shown: companies.length, total: companiesFound.total })}
              </p>
            ) : null}
          </section>
        ) : null}

        {products.length > 0 ? (
          <div className="space-y-3">
            {searching ? <h3 className="text-lg font-semibold">{t("productsFound")}</h3> : null}
            {pages > 1 ? (
              <p className="text-sm text-muted-foreground">
                {tList("pageOf", { page: results.page, pages })}
              </p>
            ) : null}
            <ProductGrid products={products} />
            <PageNav
              page={results.page}
              pages={pages}
              hrefOf={(number) => homeHref({ query, categoryId, page: number })}
              documentLinks
            />
            {firstPageOnly && found.total > products.length ? (
              <div className="flex justify-center pt-2">
                <Link
                  href={productListHref(1)}
                  className={buttonVariants({ variant: "outline", size: "lg" })}
                >
                  {tList("seeMore")}
                </Link>
              </div>
            ) : null}
          </div>
        ) : (
          <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed px-4 py-10 text-center">
            {category && !searching ? (
              <>
                <p className="font-semibold">
                  {categoryName ? t("categoryEmpty", { category: categoryName }) : t("categoryEmptyUnnamed")}
                </p>
                <p className="text-sm text-muted-foreground">{t("categoryEmptyHint")}</p>
              </>
            ) : (
              <>
                <p className="font-semibold">{t("noProducts")}</p>
                <p className="text-sm text-muted-foreground">{t("noProductsHint")}</p>
              </>
            )}
            {category ? (
              // back to 'Todos': the same search without the category (a document navigation, like the strip)
              <a
                href={homeHref({ query })}
                className={buttonVariants({ variant: "outline", className: "mt-3" })}
              >
                {t("showAll")}
              </a>
            ) : null}
          </div>
        )}
      </section>
    </StoreCards>
  );
}
