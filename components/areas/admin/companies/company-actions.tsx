"use client";

import { Check, Eye, Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";

import { DeniedButton } from "@/components/areas/admin/permission-notes";
import { Button } from "@/components/ui/button";
import type { CompanyPermissions } from "@/lib/admin/back-office-permissions";
import { canDecide, type AdminCompany } from "@/lib/admin/companies";

import { ConfirmDeleteDialog } from "@/components/areas/confirm-delete-dialog";

export type CompanyHandlers = {
  /** a write is on its way: the buttons wait for it */
  busy: boolean;
  onOpen: (id: string) => void;
  onDecide: (id: string, decision: "approved" | "rejected") => void;
  onDelete: (id: string) => void;
  /** what the viewer may do; a control they may not use is shown disabled with the reason */
  permissions: CompanyPermissions;
};

/** Aprovar and Rejeitar only while pending; Excluir always asks first. */
export function CompanyDecisionButtons({
  company,
  busy,
  onDecide,
  permissions,
}: { company: AdminCompany } & Pick<CompanyHandlers, "busy" | "onDecide" | "permissions">) {
  const t = useTranslations("adminCompanies.actions");
  const reason = useTranslations("adminPermissions.reason.companies");
  if (!canDecide(company)) return null;
  if (!permissions.approve) {
    return (
      <DeniedButton size="sm" label={t("approveOf", { name: company.name })} reason={reason("approve")}>
        <Check aria-hidden="true" />
        {t("approve")}
      </DeniedButton>
    );
  }
  return (
    <>
      <Button
        size="sm"
        className="bg-success text-success-foreground hover:bg-success/90"
        aria-label={t("approveOf", { name: company.name })}
        disabled={busy}
        onClick={() => onDecide(company.id, "approved")}
      >
        <Check aria-hidden="true" />
        {t("approve")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive"
        aria-label={t("rejectOf", { name: company.name })}
        disabled={busy}
        onClick={() => onDecide(company.id, "rejected")}
      >
        <X aria-hidden="true" />
        {t("reject")}
      </Button>
    </>
  );
}

export function CompanyDeleteButton({
  company,
  busy,
  onDelete,
  permissions,
}: { company: AdminCompany } & Pick<CompanyHandlers, "busy" | "onDelete" | "permissions">) {
  const t = useTranslations("adminCompanies");
  const reason = useTranslations("adminPermissions.reason.companies");
  if (!permissions.delete) {
    return (
      <DeniedButton
        size="sm"
        variant="ghost"
        className="text-destructive"
        label={t("actions.deleteOf", { name: company.name })}
        reason={reason("delete")}
      >
        <Trash2 aria-hidden="true" />
        {t("actions.delete")}
      </DeniedButton>
    );
  }
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          aria-label={t("actions.deleteOf", { name: company.name })}
          disabled={busy}
        >
          <Trash2 aria-hidden="true" />
          {t("actions.delete")}
        </Button>
      }
      question={t("deleteDialog.question")}
      description={t("deleteDialog.description", { name: company.name })}
      cancelLabel={t("deleteDialog.cancel")}
      confirmLabel={t("deleteDialog.confirm")}
      onConfirm={() => onDelete(company.id)}
    />
  );
}

/** The row's Ações: every action from md up; below it the row itself opens the details (product.md §9). */
export function CompanyRowActions({ company, ...handlers }: { company: AdminCompany } & CompanyHandlers) {
  const t = useTranslations("adminCompanies.actions");
  return (
    <div className="flex items-center justify-end gap-1.5">
      <Button
        size="sm"
        variant="outline"
        aria-label={t("detailsOf", { name: company.name })}
        onClick={() => handlers.onOpen(company.id)}
      >
        <Eye aria-hidden="true" />
        <span className="sr-only md:not-sr-only">{t("details")}</span>
      </Button>
      <div className="hidden items-center gap-1.5 md:flex">
        <CompanyDecisionButtons {...handlers} company={company} />
        <CompanyDeleteButton {...handlers} company={company} />
      </div>
    </div>
  );
}
