"use client";

import { useTranslations } from "next-intl";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { AdminCategory } from "@/lib/admin/categories";
import { takenSlugs } from "@/lib/admin/categories-form";

import { CategoryForm } from "./category-form";

/** Which dialog is open: 'Nova Categoria', Editar on a category, or none. */
export type CategoryFormTarget = { mode: "create" } | { mode: "edit"; category: AdminCategory } | null;

type CategoryFormDialogProps = {
  target: CategoryFormTarget;
  categories: readonly AdminCategory[];
  onClose: () => void;
  onSaved: (name: string, mode: "create" | "edit") => void;
};

/** product.md §2 goes beyond the sample's dead buttons: 'Nova Categoria' and Editar open this working form. */
export function CategoryFormDialog({ target, categories, onClose, onSaved }: CategoryFormDialogProps) {
  const t = useTranslations("adminCategories.form");
  const editing = target?.mode === "edit" ? target.category : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? t("editTitle") : t("createTitle")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {target ? (
          <CategoryForm
            key={editing?.id ?? "new"}
            category={editing}
            takenSlugs={takenSlugs(categories, editing?.id)}
            onSaved={(name) => onSaved(name, target.mode)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
