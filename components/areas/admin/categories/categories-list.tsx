"use client";

import { Plus, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { AdminCategory } from "@/lib/admin/categories";

import { CategoriesCards } from "./categories-cards";
import { CategoriesTable } from "./categories-table";
import type { CategoryHandlers } from "./category-actions";

type CategoriesListProps = CategoryHandlers & {
  categories: AdminCategory[];
  /** No category at all (not just none matching the search or filter). */
  tableIsEmpty: boolean;
  onClearFilters: () => void;
  onCreate: () => void;
};

/** The filtered list: a table from md up, cards below it (product.md §2), or an empty state with a way forward. */
export function CategoriesList({
  categories,
  tableIsEmpty,
  onClearFilters,
  onCreate,
  ...handlers
}: CategoriesListProps) {
  const t = useTranslations("adminCategories");
  return (
    <>
      <p role="status" className="sr-only">
        {t("results", { count: categories.length })}
      </p>
      {categories.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-background px-4 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-semibold">{t("empty.title")}</p>
          <p className="text-sm text-muted-foreground">
            {tableIsEmpty ? t("empty.none") : t("empty.filtered")}
          </p>
          {tableIsEmpty ? (
            !handlers.permissions.create ? null : (
              <Button variant="outline" onClick={onCreate}>
                <Plus aria-hidden="true" />
                {t("newCategory")}
              </Button>
            )
          ) : (
            <Button variant="outline" onClick={onClearFilters}>
              {t("empty.clear")}
            </Button>
          )}
        </div>
      ) : (
        <>
          <div className="hidden md:block">
            <CategoriesTable categories={categories} {...handlers} />
          </div>
          <div className="md:hidden">
            <CategoriesCards categories={categories} {...handlers} />
          </div>
        </>
      )}
    </>
  );
}
