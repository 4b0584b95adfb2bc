"use client";

import { Pencil, Power, PowerOff, Trash } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import type { AdminCategory } from "@/lib/admin/categories";

export type CategoryHandlers = {
  onToggleActive: (category: AdminCategory) => void;
  onToggleFeatured: (category: AdminCategory) => void;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
};

type Props = CategoryHandlers & { category: AdminCategory };

/** product.md §2 'Destaque': a switch that writes the row (product.md §4: featured toggles on/off). */
export function CategoryFeaturedSwitch({
  category,
  onToggleFeatured,
}: Pick<Props, "category" | "onToggleFeatured">) {
  const t = useTranslations("adminCategories.actions");
  return (
    <Switch
      checked={category.destaque}
      onCheckedChange={() => onToggleFeatured(category)}
      aria-label={t("featuredLabel", { name: category.nome })}
    />
  );
}

/** product.md §2 'Ações': Ativar / Desativar (product.md §4: both ways), Editar and Excluir. */
export function CategoryActions({
  category,
  onToggleActive,
  onEdit,
  onDelete,
}: Omit<Props, "onToggleFeatured">) {
  const t = useTranslations("adminCategories.actions");
  const name = category.nome;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onToggleActive(category)}
        aria-label={category.ativo ? t("deactivateLabel", { name }) : t("activateLabel", { name })}
        className="min-w-26"
      >
        {category.ativo ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
        {category.ativo ? t("deactivate") : t("activate")}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(category)}
        aria-label={t("editLabel", { name })}
      >
        <Pencil aria-hidden="true" />
        <span className="md:sr-only lg:not-sr-only">{t("edit")}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDelete(category)}
        aria-label={t("deleteLabel", { name })}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      >
        <Trash aria-hidden="true" />
        <span className="md:sr-only lg:not-sr-only">{t("delete")}</span>
      </Button>
    </div>
  );
}
