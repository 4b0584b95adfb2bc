"use client";

import { Download, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { DeniedButton } from "@/components/areas/admin/permission-notes";
import type { SignupCategory } from "@/components/auth/business-signup-store-fields";
import { Button } from "@/components/ui/button";

import { NewCompanyDialog } from "./new-company-dialog";

type CompaniesToolbarProps = {
  onExport: () => void;
  /** companies.create: 'Nova Empresa' opens the form; without it the button says why it does nothing */
  canCreate: boolean;
  /** the active categories a new store may be in */
  categories: readonly SignupCategory[];
};

/** 'Exportar' downloads the current tab (product.md D10); 'Nova Empresa' registers a store and invites its owner. */
export function CompaniesToolbar({ onExport, canCreate, categories }: CompaniesToolbarProps) {
  const t = useTranslations("adminCompanies");
  const reason = useTranslations("adminPermissions.reason.companies");
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <Plus aria-hidden="true" />
      {t("newCompany")}
    </>
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={onExport} title={t("exportHint")}>
        <Download aria-hidden="true" />
        {t("export")}
      </Button>
      {canCreate ? (
        <>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {label}
          </Button>
          <NewCompanyDialog open={open} onOpenChange={setOpen} categories={categories} />
        </>
      ) : (
        <DeniedButton variant="secondary" reason={reason("create")}>
          {label}
        </DeniedButton>
      )}
    </div>
  );
}
