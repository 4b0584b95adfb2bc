"use client";

import { PackageOpen, Plus } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useOptimistic, useState, useTransition } from "react";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { EmptyState } from "@/components/areas/empty-state";
import { CompanyProductDeleteDialog } from "@/components/areas/company/company-product-delete-dialog";
import {
  CompanyProductDialog,
  type ProductFormTarget,
} from "@/components/areas/company/company-product-dialog";
import { CompanyProductsList } from "@/components/areas/company/company-products-list";
import { CompanyProductsSummary } from "@/components/areas/company/company-products-summary";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { deleteProduct } from "@/lib/company/product-actions";
import { productCounts, type CategoryOption, type CompanyCatalogProduct } from "@/lib/company/products";

type CompanyProductsScreenProps = {
  products: readonly CompanyCatalogProduct[];
  productLimit: number | null;
  categories: readonly CategoryOption[];
  /** The store's owner creates, edits and deletes; a courier only reads. */
  canEdit: boolean;
};

const PRIMARY = "bg-accent text-accent-foreground hover:bg-accent/90";

/**
 * /company/produtos over the store's produtos rows: counters and the plan's limit, 'Novo Produto', the
 * list, Editar in a dialog and Excluir behind a confirmation. A deleted product leaves the list at once
 * (useOptimistic); a refused delete ends the transition without new props, so it comes back.
 */
export function CompanyProductsScreen({
  products,
  productLimit,
  categories,
  canEdit,
}: CompanyProductsScreenProps) {
  const t = useTranslations("companyProducts");
  const [shown, removeOptimistic] = useOptimistic(products, (list, id: string) =>
    list.filter((product) => product.id !== id),
  );
  const [, startTransition] = useTransition();
  const [formTarget, setFormTarget] = useState<ProductFormTarget>(null);
  const [deleting, setDeleting] = useState<CompanyCatalogProduct | null>(null);
  const atLimit = productLimit !== null && productLimit >= 0 && shown.length >= productLimit;

  const create = () => setFormTarget({ mode: "create" });
  const handlers = canEdit
    ? {
        onEdit: (product: CompanyCatalogProduct) => setFormTarget({ mode: "edit", product }),
        onDelete: setDeleting,
      }
    : undefined;

  function remove({ id, name }: CompanyCatalogProduct) {
    setDeleting(null);
    startTransition(async () => {
      removeOptimistic(id);
      const result = await deleteProduct(id);
      if (result.ok)
        toast.success(t("toasts.deleted"), { description: t("toasts.deletedDescription", { name }) });
      else toast.error(t("toasts.failed"), { description: result.error });
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
        {canEdit ? (
          <Button onClick={create} className={PRIMARY}>
            <Plus aria-hidden="true" />
            {t("newProduct")}
          </Button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          icon={PackageOpen}
          title={t("emptyCatalogTitle")}
          text={t("emptyCatalog")}
        >
          {canEdit ? (
            <Button onClick={create} className={PRIMARY}>
              {t("newProduct")}
            </Button>
          ) : (
            <Button asChild>
              <Link href="/company">{t("emptyCatalogAction")}</Link>
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <CompanyProductsSummary counts={productCounts(shown)} productLimit={productLimit} />
          {canEdit && atLimit ? <p className="text-sm text-muted-foreground">{t("limitReached")}</p> : null}
          <CompanyProductsList products={shown} handlers={handlers} />
        </>
      )}
      <CompanyProductDialog
        target={formTarget}
        categories={categories}
        onClose={() => setFormTarget(null)}
        onSaved={(name, mode) => {
          setFormTarget(null);
          toast.success(t(mode === "create" ? "toasts.created" : "toasts.updated"), {
            description: t("toasts.storefront", { name }),
          });
        }}
      />
      <CompanyProductDeleteDialog product={deleting} onCancel={() => setDeleting(null)} onConfirm={remove} />
    </div>
  );
}
