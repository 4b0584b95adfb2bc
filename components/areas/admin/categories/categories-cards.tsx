"use client";

import { useTranslations } from "next-intl";

import { Card, CardContent } from "@/components/ui/card";
import type { AdminCategory } from "@/lib/admin/categories";

import { CategoryActions, CategoryFeaturedSwitch, type CategoryHandlers } from "./category-actions";
import { CategoryIcon } from "./category-icon";
import { CategoryStatusBadge } from "./category-status-badge";

type CategoriesCardsProps = CategoryHandlers & { categories: AdminCategory[] };

/** product.md §2, mobile: one card per category with the same facts and actions as the table. */
export function CategoriesCards({ categories, ...handlers }: CategoriesCardsProps) {
  const t = useTranslations("adminCategories");
  return (
    <ul aria-label={t("listTitle")} className="flex flex-col gap-3">
      {categories.map((category) => (
        <li key={category.id} data-category-id={category.id}>
          <Card className="gap-3 py-4">
            <CardContent className="flex flex-col gap-3 px-4">
              <div className="flex items-start gap-3">
                <CategoryIcon imagem={category.imagem} tipo={category.tipo} />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">{category.nome}</h3>
                  <p className="text-xs text-muted-foreground">
                    <code>{category.slug}</code> · {t("productCount", { count: category.productCount })}
                  </p>
                </div>
                <CategoryStatusBadge ativo={category.ativo} />
              </div>
              <p className="text-sm text-muted-foreground">{category.descricao || t("noDescription")}</p>
              <div className="flex items-center justify-between gap-3 border-t pt-3">
                <span className="text-sm font-medium">{t("columns.featured")}</span>
                <CategoryFeaturedSwitch
                  category={category}
                  onToggleFeatured={handlers.onToggleFeatured}
                  permissions={handlers.permissions}
                />
              </div>
              <CategoryActions category={category} {...handlers} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
