"use client";

import { PackageOpen, SearchX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";

import { EmptyState } from "@/components/areas/empty-state";
import { CompanyProductCard } from "@/components/areas/company/company-product-card";
import { CompanyProductsSummary } from "@/components/areas/company/company-products-summary";
import { CompanyProductsTable } from "@/components/areas/company/company-products-table";
import { CompanyProductsToolbar } from "@/components/areas/company/company-products-toolbar";
import { Button } from "@/components/ui/button";
import {
  filterProducts,
  NO_PRODUCT_FILTERS,
  productCategories,
  productCounts,
  sortProducts,
  type CompanyCatalogProduct,
  type ProductFilters,
  type ProductSort,
} from "@/lib/company/products";
import { applyAvailability } from "@/lib/company/session";
import { useCompanySession } from "@/lib/company/session-store";

type CompanyProductsScreenProps = { products: readonly CompanyCatalogProduct[]; productLimit: number | null };

/** /company/produtos (issue 11): counters, plan limit, search, filters, sort; table on desktop, cards on mobile. */
export function CompanyProductsScreen({ products, productLimit }: CompanyProductsScreenProps) {
  const t = useTranslations("companyProducts");
  const session = useCompanySession();
  const current = useMemo(
    () => products.map((product) => applyAvailability(product, session)),
    [products, session],
  );
  const [filters, setFilters] = useState<ProductFilters>(NO_PRODUCT_FILTERS);
  const [sort, setSort] = useState<ProductSort>("name");
  // Products switched since the filters last changed keep their place (issue 11: it stays where it was put).
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set());
  const visible = sortProducts(filterProducts(current, filters, pinned), sort);
  const searchRef = useRef<HTMLInputElement>(null);

  const changeFilters = (change: Partial<ProductFilters>) => {
    setFilters((previous) => ({ ...previous, ...change }));
    setPinned(new Set());
  };
  const pin = (productId: string) => setPinned((previous) => new Set(previous).add(productId));
  const clearFilters = () => {
    changeFilters(NO_PRODUCT_FILTERS);
    searchRef.current?.focus();
  };

  if (products.length === 0) {
    return (
      <EmptyState
        headingLevel="h2"
        icon={PackageOpen}
        title={t("emptyCatalogTitle")}
        text={t("emptyCatalog")}
      >
        <Button asChild>
          <Link href="/company">{t("emptyCatalogAction")}</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <CompanyProductsSummary counts={productCounts(current)} productLimit={productLimit} />
      <section aria-labelledby="company-products-list" className="flex flex-col gap-4">
        <h2 id="company-products-list" className="sr-only">
          {t("listHeading")}
        </h2>
        <CompanyProductsToolbar
          filters={filters}
          categories={productCategories(products)}
          sort={sort}
          searchRef={searchRef}
          onFiltersChange={changeFilters}
          onSortChange={setSort}
        />
        <p role="status" className="text-sm text-muted-foreground">
          {t("showing", { shown: visible.length, total: products.length })}
        </p>
        {visible.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={t("emptyFilteredTitle")}
            text={t("emptyFiltered")}
            headingLevel="h3"
          >
            <Button variant="outline" onClick={clearFilters}>
              {t("clearFilters")}
            </Button>
          </EmptyState>
        ) : (
          <>
            <div className="hidden md:block">
              <CompanyProductsTable products={visible} caption={t("listHeading")} onChanged={pin} />
            </div>
            <ul className="flex flex-col gap-3 md:hidden">
              {visible.map((product) => (
                <CompanyProductCard key={product.id} product={product} onChanged={pin} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
