"use client";

import { useTranslations } from "next-intl";

import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { AdminCategory } from "@/lib/admin/categories";

import { CategoryActions, CategoryFeaturedSwitch, type CategoryHandlers } from "./category-actions";
import { CategoryIcon } from "./category-icon";
import { CategoryStatusBadge } from "./category-status-badge";

type CategoriesTableProps = CategoryHandlers & { categories: AdminCategory[] };

/** product.md §2, desktop: columns Ícone, Nome, Descrição, Slug, Qtd, Status, Destaque, Ações. */
export function CategoriesTable({ categories, ...handlers }: CategoriesTableProps) {
  const t = useTranslations("adminCategories");
  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableCaption className="sr-only">{t("listTitle")}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-14 pl-4">{t("columns.icon")}</TableHead>
            <TableHead>{t("columns.name")}</TableHead>
            <TableHead>{t("columns.description")}</TableHead>
            <TableHead>{t("columns.slug")}</TableHead>
            <TableHead className="text-right">{t("columns.count")}</TableHead>
            <TableHead>{t("columns.status")}</TableHead>
            <TableHead>{t("columns.featured")}</TableHead>
            <TableHead className="pr-4">{t("columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {categories.map((category) => (
            <TableRow key={category.id} data-category-id={category.id}>
              <TableCell className="pl-4">
                <CategoryIcon imagem={category.imagem} tipo={category.tipo} />
              </TableCell>
              <TableCell className="font-medium">
                <span className="block">{category.nome}</span>
                <span className="text-xs text-muted-foreground">
                  {t(category.tipo === "produto" ? "tipo.produto" : "tipo.servico")}
                </span>
              </TableCell>
              <TableCell className="max-w-72 text-muted-foreground">
                <span className="line-clamp-2">{category.descricao || t("noDescription")}</span>
              </TableCell>
              <TableCell>
                <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{category.slug}</code>
              </TableCell>
              <TableCell className="text-right tabular-nums">{category.productCount}</TableCell>
              <TableCell>
                <CategoryStatusBadge ativo={category.ativo} />
              </TableCell>
              <TableCell>
                <CategoryFeaturedSwitch
                  category={category}
                  onToggleFeatured={handlers.onToggleFeatured}
                  permissions={handlers.permissions}
                />
              </TableCell>
              <TableCell className="pr-4">
                <CategoryActions category={category} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
