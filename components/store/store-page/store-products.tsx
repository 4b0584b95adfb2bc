"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { OpenFirst } from "@/components/store/open-first";
import { ProductCard } from "@/components/store/product-card";
import { PlainButton } from "@/components/ui/plain-button";
import type { Product } from "@/lib/catalog/types";
import { formatCount } from "@/lib/pt-br-number";
import type { ProductCardData } from "@/lib/store/cards";

import { filterByCategory, type CategoryOption } from "./category-filter";

export type StoreProduct = ProductCardData & Pick<Product, "categoryId">;

/**
 * product.md §2 Store page product grid with the category filter buttons ('Todos' plus the categories present),
 * filtered in the browser. A store that takes no orders (suspended) shows its cards without the add button.
 * Inside the page's <StoreCards>, which holds the store itself. Each card is `below-fold` (app/globals.css): a
 * store of a few hundred products lays out, on its first paint, only the cards a phone shows.
 */
export function StoreProducts({
  products,
  categories,
  orderable,
}: {
  products: StoreProduct[];
  categories: CategoryOption[];
  orderable: boolean;
}) {
  const t = useTranslations("store");
  const [selected, setSelected] = useState<string | null>(null);
  const visible = filterByCategory(products, selected);
  const options: { id: string | null; name: string }[] = [
    { id: null, name: t("allCategories") },
    ...categories,
  ];

  return (
    <section aria-labelledby="store-products-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="store-products-title" className="text-xl font-semibold">
          {t("productsTitle")}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("productCount", { count: visible.length, shown: formatCount(visible.length) })}
        </p>
      </div>
      <div role="group" aria-label={t("filterLabel")} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.id === selected;
          return (
            <PlainButton
              key={option.id ?? "all"}
              type="button"
              size="sm"
              variant={pressed ? "default" : "outline"}
              aria-pressed={pressed}
              onClick={() => setSelected(option.id)}
            >
              {option.name}
            </PlainButton>
          );
        })}
      </div>
      {visible.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">{t("empty")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("emptyHint")}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
          <OpenFirst companyIds={visible.map((product) => product.companyId)}>
            {visible.map((product) => (
              <li key={product.id} className="below-fold [--fold-h:17rem]">
                <ProductCard product={product} showCompany={false} orderable={orderable} />
              </li>
            ))}
          </OpenFirst>
        </ul>
      )}
    </section>
  );
}
