import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { getCompanies, getProducts, getShopperProducts } from "@/lib/data/catalog";
import { getCategoryFilter } from "@/lib/data/categories";
import { homeHref, type HomeParams } from "@/lib/store/home-params";
import { companyCardData } from "@/lib/store/cards";
import { getRenderTime } from "@/lib/store/render-time";
import { hasActiveQuery, searchCatalog } from "@/lib/store/search";
import { HOME_PRODUCTS } from "@/lib/store/pagination";
import { productListHref } from "@/lib/store/product-list";

import { CompanyCard } from "./company-card";
import { OpenFirst } from "./open-first";
import { ProductGrid } from "./product-grid";

/**
 * product.md §2 product grid / results and product.md §5 search: heading 'Resultados da busca' with a query, else the
 * chosen category's name (product.md D13: 'Beleza', not 'Todos os Produtos'), else 'Todos os Produtos'; with a
 * query, matching companies under 'Estabelecimentos encontrados', open ones first; the empty states (a
 * category without products says so and links back to 'Todos', keeping the query). Server component: the
 * caller reads the URL (inside <Suspense>) and passes the parsed params.
 */
export async function SearchResults({ query, categoryId }: HomeParams) {
  const [t, tList, renderedAt, category, companies, allProducts] = await Promise.all([
    getTranslations("search"),
    getTranslations("productList"),
    getRenderTime(),
    getCategoryFilter(categoryId),
    getCompanies(),
    getProducts(),
  ]);
  const searching = hasActiveQuery(query);
  // product.md §4: a category switched off in the admin no longer filters (it has left the strip too)
  const result = searchCatalog(
    { query, categoryId: category?.id ?? null },
    { companies, products: allProducts },
  );
  const categoryName = category?.name;
  // product.md D12: the unfiltered home shows a first page (open stores' products first); the rest is at /produtos
  const firstPageOnly = !searching && !category;
  const products = firstPageOnly
    ? (await getShopperProducts(renderedAt)).slice(0, HOME_PRODUCTS)
    : result.products;
  // product.md D13: the heading names the chosen category; an unnamed one (table unreadable) stays generic
  const title = searching
    ? t("resultsTitle")
    : category
      ? (categoryName ?? t("categoryProducts"))
      : t("allProducts");

  if (searching && result.companies.length === 0 && result.products.length === 0) {
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

  return (
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
        {t("summary", {
          companies: searching ? result.companies.length : 0,
          products: result.products.length,
        })}
      </p>

      {searching && result.companies.length > 0 ? (
        <section aria-labelledby="companies-found-title" className="space-y-3">
          <h3 id="companies-found-title" className="text-lg font-semibold">
            {t("companiesFound")}
          </h3>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            <OpenFirst companyIds={result.companies.map((company) => company.id)}>
              {result.companies.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={companyCardData(company)} />
                </li>
              ))}
            </OpenFirst>
          </ul>
        </section>
      ) : null}

      {result.products.length > 0 ? (
        <div className="space-y-3">
          {searching ? <h3 className="text-lg font-semibold">{t("productsFound")}</h3> : null}
          <ProductGrid products={products} />
          {firstPageOnly && result.products.length > products.length ? (
            <div className="flex justify-center pt-2">
              <Link href={productListHref(1)} className={buttonVariants({ variant: "outline", size: "lg" })}>
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
  );
}
