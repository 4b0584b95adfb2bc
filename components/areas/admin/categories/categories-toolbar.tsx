"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CATEGORY_STATUS_FILTERS, type CategoryListView } from "@/lib/admin/categories";

type CategoriesToolbarProps = { view: CategoryListView; onChange: (view: CategoryListView) => void };

/** product.md §2: search 'Buscar categorias...' and the status filter Todas / Ativas / Inativas. */
export function CategoriesToolbar({ view, onChange }: CategoriesToolbarProps) {
  const t = useTranslations("adminCategories");
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div className="relative w-full md:max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {t("search.label")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={view.query}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => onChange({ ...view, query: event.target.value })}
          className="pl-9"
        />
      </div>
      <div
        role="group"
        aria-label={t("statusFilter.label")}
        className="flex gap-1 rounded-lg border bg-background p-1"
      >
        {CATEGORY_STATUS_FILTERS.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={view.status === status ? "secondary" : "ghost"}
            aria-pressed={view.status === status}
            onClick={() => onChange({ ...view, status })}
            className="flex-1 md:flex-none"
          >
            {t(`statusFilter.${status}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
