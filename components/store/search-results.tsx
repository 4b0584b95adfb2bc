import { SearchX } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";
import { getCompanies, getProducts } from "@/lib/data/catalog";
import { getCategoryFilter } from "@/lib/data/categories";
import type { HomeParams } from "@/lib/store/home-params";
import { getRenderTime } from "@/lib/store/render-time";
import { hasActiveQuery, searchCatalog } from "@/lib/store/search";

import { CompanyCard } from "./company-card";
import { ProductGrid } from "./product-grid";

/**
 * spec 2 product grid / results and spec 5 search: heading 'Resultados da busca' with a query, else
 * 'Todos os Produtos'; with a query, matching companies under 'Estabelecimentos encontrados'; the empty
 * states. Server component: the caller reads the URL (inside <Suspense>) and passes the parsed params.
 */
export async function SearchResults({ query, categoryId }: HomeParams) {
  const [t, renderedAt, category] = await Promise.all([
    getTranslations("search"),
    getRenderTime(),
    getCategoryFilter(categoryId),
  ]);
  const searching = hasActiveQuery(query);
  // spec 4: a category switched off in the admin no longer filters (it has left the strip too)
  const result = searchCatalog(
    { query, categoryId: category?.id ?? null },
    { companies: getCompanies(), products: getProducts() },
  );
  const categoryName = category?.name;

  if (searching && result.companies.length === 0 && result.products.length === 0) {
    return (
      <section
        aria-labelledby="search-results-title"
        className="flex flex-col items-center gap-3 py-12 text-center"
      >
        <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
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
            {searching ? t("resultsTitle") : t("allProducts")}
          </h2>
          {searching || categoryName ? (
            <p className="text-sm text-muted-foreground">
              {searching ? t("forQuery", { query: query ?? "" }) : null}{" "}
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
            {result.companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} renderedAt={renderedAt} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {result.products.length > 0 ? (
        <div className="space-y-3">
          {searching ? <h3 className="text-lg font-semibold">{t("productsFound")}</h3> : null}
          <ProductGrid products={result.products} renderedAt={renderedAt} />
        </div>
      ) : (
        <div className="rounded-lg border border-dashed px-4 py-10 text-center">
          <p className="font-semibold">{t("noProducts")}</p>
          <p className="text-sm text-muted-foreground">{t("noProductsHint")}</p>
        </div>
      )}
    </section>
  );
}
