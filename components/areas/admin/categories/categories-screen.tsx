"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useOptimistic, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";

import { DeniedButton, PermissionNotice } from "@/components/areas/admin/permission-notes";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";
import type { CategoryPermissions } from "@/lib/admin/back-office-permissions";
import {
  applyCategoryChange,
  categoryCounters,
  filterCategories,
  type AdminCategory,
  type CategoryListView,
  type OptimisticCategoryChange,
} from "@/lib/admin/categories";
import {
  removeCategory,
  setCategoryActive,
  setCategoryFeatured,
  type CategoryActionResult,
} from "@/lib/admin/category-actions";

import { CategoriesCounters } from "./categories-counters";
import { CategoriesList } from "./categories-list";
import { CategoriesToolbar } from "./categories-toolbar";
import { CategoryDeleteDialog } from "./category-delete-dialog";
import { CategoryFormDialog, type CategoryFormTarget } from "./category-form-dialog";

const PRIMARY = "bg-accent text-accent-foreground hover:bg-accent/90";

/**
 * product.md §2 'Gestão de Categorias' over the categorias table. Toggles and delete show at once (useOptimistic)
 * and write through server actions; a refused write ends the transition without new props, so the row
 * falls back to the server's value, and an error toast says why.
 */
export function CategoriesScreen({
  categories,
  permissions,
}: {
  categories: AdminCategory[];
  /** what the viewer's row allows: the rest is shown disabled, with the reason */
  permissions: CategoryPermissions;
}) {
  const t = useTranslations("adminCategories");
  const reasonOf = useTranslations("adminPermissions.reason.categories");
  const reasons = (["create", "edit", "delete"] as const)
    .filter((cell) => !permissions[cell])
    .map((cell) => reasonOf(cell));
  const [shown, applyOptimistic] = useOptimistic(categories, applyCategoryChange);
  const [, startTransition] = useTransition();
  const [view, setView] = useState<CategoryListView>({ query: "", status: "all" });
  const [formTarget, setFormTarget] = useState<CategoryFormTarget>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  function write(
    change: OptimisticCategoryChange,
    action: () => Promise<CategoryActionResult>,
    done: string,
  ) {
    startTransition(async () => {
      applyOptimistic(change);
      const result = await action();
      if (result.ok) toast.success(done, { description: t("toasts.storefront") });
      else toast.error(t("toasts.failed"), { description: result.error });
    });
  }

  const handlers = {
    onToggleActive: ({ id, nome, ativo }: AdminCategory) =>
      write(
        { type: "patch", id, patch: { ativo: !ativo } },
        () => setCategoryActive(id, !ativo),
        t(ativo ? "toasts.deactivated" : "toasts.activated", { name: nome }),
      ),
    onToggleFeatured: ({ id, nome, destaque }: AdminCategory) =>
      write(
        { type: "patch", id, patch: { destaque: !destaque } },
        () => setCategoryFeatured(id, !destaque),
        t(destaque ? "toasts.featuredOff" : "toasts.featuredOn", { name: nome }),
      ),
    onEdit: (category: AdminCategory) => setFormTarget({ mode: "edit", category }),
    onDelete: setDeleting,
    permissions,
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
        {permissions.create ? (
          <Button onClick={() => setFormTarget({ mode: "create" })} className={PRIMARY}>
            <Plus aria-hidden="true" />
            {t("newCategory")}
          </Button>
        ) : (
          <DeniedButton reason={reasonOf("create")} className={PRIMARY}>
            <Plus aria-hidden="true" />
            {t("newCategory")}
          </DeniedButton>
        )}
      </div>
      <PermissionNotice reasons={reasons} />
      <CategoriesCounters counters={categoryCounters(shown)} />
      <section aria-labelledby="categories-list-heading" className="flex flex-col gap-4">
        <h2 id="categories-list-heading" className="sr-only">
          {t("listTitle")}
        </h2>
        <CategoriesToolbar view={view} onChange={setView} />
        <CategoriesList
          categories={filterCategories(shown, view)}
          tableIsEmpty={shown.length === 0}
          onClearFilters={() => setView({ query: "", status: "all" })}
          onCreate={() => setFormTarget({ mode: "create" })}
          {...handlers}
        />
      </section>
      <CategoryFormDialog
        target={formTarget}
        categories={shown}
        onClose={() => setFormTarget(null)}
        onSaved={(name, mode) => {
          setFormTarget(null);
          toast.success(t(mode === "create" ? "toasts.created" : "toasts.updated", { name }), {
            description: t("toasts.storefront"),
          });
        }}
      />
      <CategoryDeleteDialog
        category={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={({ id, nome }) => {
          setDeleting(null);
          write({ type: "remove", id }, () => removeCategory(id), t("toasts.deleted", { name: nome }));
        }}
      />
    </div>
  );
}
