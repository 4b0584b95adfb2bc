"use client";

import { Download, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";

/**
 * 'Exportar' downloads the current tab (product.md D10). product.md §2 keeps 'Nova Empresa' without an action,
 * so it says why instead of doing nothing: companies register themselves on /para-empresas.
 */
export function CompaniesToolbar({ onExport }: { onExport: () => void }) {
  const t = useTranslations("adminCompanies");
  function onNewCompany() {
    console.info("admin companies: 'Nova Empresa' has no admin form (product.md §2)");
    toast.info(t("newCompanyTitle"), { description: t("newCompanyDescription") });
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={onExport} title={t("exportHint")}>
        <Download aria-hidden="true" />
        {t("export")}
      </Button>
      <Button variant="secondary" onClick={onNewCompany}>
        <Plus aria-hidden="true" />
        {t("newCompany")}
      </Button>
    </div>
  );
}
