import type { PlanTier } from "@/lib/catalog/types";
import {
  companyLocation,
  approvalLabelKey,
  type AdminCompany,
  type ApprovalLabelKey,
} from "@/lib/admin/companies";
import { toCsv } from "@/lib/csv";
import { formatDate } from "@/lib/format";

/** Translated texts of the export, passed in so this stays a pure function. */
export type CompaniesCsvLabels = {
  /** Empresa, E-mail, Telefone, Local, Status, Plano, Categoria, Cadastro */
  headers: readonly string[];
  status: Record<ApprovalLabelKey, string>;
  plan: Record<PlanTier, string>;
};

/** product.md D10 'Exportar': the companies of the current tab as a CSV for Excel (BOM, ';', quoted fields). */
export function companiesCsv(list: readonly AdminCompany[], labels: CompaniesCsvLabels): string {
  return toCsv([
    labels.headers,
    ...list.map((company) => [
      company.name,
      company.email,
      company.phone,
      companyLocation(company.address),
      labels.status[approvalLabelKey(company.approval)],
      labels.plan[company.plan],
      company.category,
      formatDate(company.createdAt),
    ]),
  ]);
}

/** 'empresas-pendentes-2026-11-21.csv': the tab and the day of the export (São Paulo calendar). */
export function companiesCsvFileName(tabSlug: string, now: Date): string {
  const [day, month, year] = formatDate(now).split("/");
  return `empresas-${tabSlug}-${year}-${month}-${day}.csv`;
}
