"use client";

import { Pencil, Trash } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { CompanyCatalogProduct } from "@/lib/company/products";

/** What a product's row or card can ask the screen for; absent when the viewer cannot edit. */
export type ProductHandlers = {
  onEdit: (product: CompanyCatalogProduct) => void;
  onDelete: (product: CompanyCatalogProduct) => void;
};

/** Editar and Excluir of one product (Excluir opens the confirmation). */
export function CompanyProductActions({
  product,
  onEdit,
  onDelete,
}: ProductHandlers & { product: CompanyCatalogProduct }) {
  const t = useTranslations("companyProducts.actions");
  const name = product.name;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button variant="ghost" size="sm" onClick={() => onEdit(product)} aria-label={t("editLabel", { name })}>
        <Pencil aria-hidden="true" />
        <span className="md:sr-only xl:not-sr-only">{t("edit")}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDelete(product)}
        aria-label={t("deleteLabel", { name })}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      >
        <Trash aria-hidden="true" />
        <span className="md:sr-only xl:not-sr-only">{t("delete")}</span>
      </Button>
    </div>
  );
}
