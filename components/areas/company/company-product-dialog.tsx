"use client";

import { useTranslations } from "next-intl";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { CategoryOption, CompanyCatalogProduct } from "@/lib/company/products";

import { CompanyProductForm } from "./company-product-form";

/** Which dialog is open: 'Novo Produto', Editar on a product, or none. */
export type ProductFormTarget = { mode: "create" } | { mode: "edit"; product: CompanyCatalogProduct } | null;

type CompanyProductDialogProps = {
  target: ProductFormTarget;
  categories: readonly CategoryOption[];
  onClose: () => void;
  onSaved: (name: string, mode: "create" | "edit") => void;
};

/** The owner's product form in a dialog, for a new product or an existing one. */
export function CompanyProductDialog({ target, categories, onClose, onSaved }: CompanyProductDialogProps) {
  const t = useTranslations("companyProducts.form");
  const editing = target?.mode === "edit" ? target.product : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? t("editTitle") : t("createTitle")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {target ? (
          <CompanyProductForm
            key={editing?.id ?? "new"}
            product={editing}
            categories={categories}
            onSaved={(name) => onSaved(name, target.mode)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
