"use client";

import { Pencil, Power, PowerOff, Trash } from "lucide-react";
import { useTranslations } from "next-intl";

import { DeniedButton } from "@/components/areas/admin/permission-notes";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import type { CategoryPermissions } from "@/lib/admin/back-office-permissions";
import type { AdminCategory } from "@/lib/admin/categories";

export type CategoryHandlers = {
  onToggleActive: (category: AdminCategory) => void;
  onToggleFeatured: (category: AdminCategory) => void;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  /** what the viewer may do; a control they may not use is shown disabled with the reason */
  permissions: CategoryPermissions;
};

type Props = CategoryHandlers & { category: AdminCategory };

/** product.md §2 'Destaque': a switch that writes the row (product.md §4: featured toggles on/off). */
export function CategoryFeaturedSwitch({
  category,
  onToggleFeatured,
  permissions,
}: Pick<Props, "category" | "onToggleFeatured" | "permissions">) {
  const t = useTranslations("adminCategories.actions");
  const reason = useTranslations("adminPermissions.reason.categories");
  return (
    <Switch
      checked={category.destaque}
      onCheckedChange={() => onToggleFeatured(category)}
      aria-label={t("featuredLabel", { name: category.nome })}
      disabled={!permissions.edit}
      title={permissions.edit ? undefined : reason("edit")}
    />
  );
}

/** product.md §2 'Ações': Ativar / Desativar (product.md §4: both ways), Editar and Excluir. */
export function CategoryActions({
  category,
  onToggleActive,
  onEdit,
  onDelete,
  permissions,
}: Omit<Props, "onToggleFeatured">) {
  const t = useTranslations("adminCategories.actions");
  const reason = useTranslations("adminPermissions.reason.categories");
  const name = category.nome;
  const deleteClass = "text-destructive hover:bg-destructive/10 hover:text-destructive";
  // 'Excluir', disabled with the reason, for a profile that may not delete categories
  const deniedDelete = (
    <DeniedButton
      variant="ghost"
      size="sm"
      label={t("deleteLabel", { name })}
      reason={reason("delete")}
      className={deleteClass}
    >
      <Trash aria-hidden="true" />
      <span className="md:sr-only lg:not-sr-only">{t("delete")}</span>
    </DeniedButton>
  );
  if (!permissions.edit && !permissions.delete) return deniedDelete;
  return (
    <div className="flex flex-wrap items-center gap-1">
      {permissions.edit ? (
        <>
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
        </>
      ) : null}
      {permissions.delete ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(category)}
          aria-label={t("deleteLabel", { name })}
          className={deleteClass}
        >
          <Trash aria-hidden="true" />
          <span className="md:sr-only lg:not-sr-only">{t("delete")}</span>
        </Button>
      ) : (
        deniedDelete
      )}
    </div>
  );
}
