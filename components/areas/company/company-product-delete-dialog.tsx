"use client";

import { useTranslations } from "next-intl";

import { ConfirmDeleteDialog } from "@/components/areas/confirm-delete-dialog";
import type { CompanyCatalogProduct } from "@/lib/company/products";

type CompanyProductDeleteDialogProps = {
  product: CompanyCatalogProduct | null;
  onCancel: () => void;
  onConfirm: (product: CompanyCatalogProduct) => void;
};

/** Excluir asks first: the product leaves the store and the storefront for good. */
export function CompanyProductDeleteDialog({
  product,
  onCancel,
  onConfirm,
}: CompanyProductDeleteDialogProps) {
  const t = useTranslations("companyProducts.delete");
  return (
    <ConfirmDeleteDialog
      open={product !== null}
      onCancel={onCancel}
      question={t("title", { name: product?.name ?? "" })}
      description={t("description")}
      cancelLabel={t("cancel")}
      confirmLabel={t("confirm")}
      onConfirm={() => (product ? onConfirm(product) : undefined)}
    />
  );
}
