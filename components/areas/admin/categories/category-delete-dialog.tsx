"use client";

import { useTranslations } from "next-intl";

import { ConfirmDeleteDialog } from "@/components/areas/confirm-delete-dialog";
import type { AdminCategory } from "@/lib/admin/categories";

type CategoryDeleteDialogProps = {
  category: AdminCategory | null;
  onCancel: () => void;
  onConfirm: (category: AdminCategory) => void;
};

/** Excluir asks first: the row leaves the table and the storefront for good. */
export function CategoryDeleteDialog({ category, onCancel, onConfirm }: CategoryDeleteDialogProps) {
  const t = useTranslations("adminCategories.delete");
  const products = category?.productCount ?? 0;
  return (
    <ConfirmDeleteDialog
      open={category !== null}
      onCancel={onCancel}
      question={t("title", { name: category?.nome ?? "" })}
      description={
        products > 0 ? `${t("description")} ${t("withProducts", { count: products })}` : t("description")
      }
      cancelLabel={t("cancel")}
      confirmLabel={t("confirm")}
      onConfirm={() => (category ? onConfirm(category) : undefined)}
    />
  );
}
