"use client";

import { useTranslations } from "next-intl";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import type { AdminCategory } from "@/lib/admin/categories";

type CategoryDeleteDialogProps = {
  category: AdminCategory | null;
  onCancel: () => void;
  onConfirm: (category: AdminCategory) => void;
};

/** Excluir asks first: the row leaves the table and the storefront for good. */
export function CategoryDeleteDialog({ category, onCancel, onConfirm }: CategoryDeleteDialogProps) {
  const t = useTranslations("adminCategories.delete");
  return (
    <AlertDialog open={category !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title", { name: category?.nome ?? "" })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("description")}
            {category && category.productCount > 0
              ? ` ${t("withProducts", { count: category.productCount })}`
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            onClick={() => (category ? onConfirm(category) : undefined)}
          >
            {t("confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
