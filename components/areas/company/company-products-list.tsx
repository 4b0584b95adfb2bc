"use client";

import { SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import { EmptyState } from "@/components/areas/empty-state";
import { CompanyProductCard } from "@/components/areas/company/company-product-card";
import type { ProductHandlers } from "@/components/areas/company/company-product-actions";
import { CompanyProductsTable } from "@/components/areas/company/company-products-table";
import { CompanyProductsToolbar } from "@/components/areas/company/company-products-toolbar";
import { Button } from "@/components/ui/button";
import {
  filterProducts,
  NO_PRODUCT_FILTERS,
  productCategories,
  sortProducts,
  type CompanyCatalogProduct,
  type ProductFilters,
  type ProductSort,
} from "@/lib/company/products";

type CompanyProductsListProps = { products: readonly CompanyCatalogProduct[]; handlers?: ProductHandlers };

/** Search, filters and sort over the store's products; a table on desktop, cards on mobile. */
export function CompanyProductsList({ products, handlers }: CompanyProductsListProps) {
  const t = useTranslations("companyProducts");
  const [filters, setFilters] = useState<ProductFilters>(NO_PRODUCT_FILTERS);
  const [sort, setSort] = useState<ProductSort>("name");
  // Products switched since the filters last changed keep their place: it stays where it was put.
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set());
  const visible = sortProducts(filterProducts(products, filters, pinned), sort);
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

  return (
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
            <CompanyProductsTable
              products={visible}
              caption={t("listHeading")}
              onChanged={pin}
              handlers={handlers}
            />
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {visible.map((product) => (
              <CompanyProductCard key={product.id} product={product} onChanged={pin} handlers={handlers} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
