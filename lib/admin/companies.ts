import type { Company } from "@/lib/catalog/types";
import { progressPercent } from "@/lib/format";

/** product.md §3: a company as the admin screens see it; the category is already its name. */
export type AdminCompany = Omit<Company, "logo" | "coverImage" | "categoryId"> & {
  /** new applications may not have uploaded a logo yet */
  logo?: string;
  category: string;
};

export type CompanyApproval = Company["approval"];
export type ApprovalLabelKey = CompanyApproval | "unknown";

/** product.md §2 Empresas: the tabs in order (Todas, Pendentes, Aprovadas, Rejeitadas). */
export const COMPANY_TABS = ["all", "pending", "approved", "rejected"] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

export function isCompanyTab(value: string): value is CompanyTab {
  return (COMPANY_TABS as readonly string[]).includes(value);
}

/** product.md §4: labels Aprovada, Pendente, Rejeitada, anything else Desconhecido. */
export function approvalLabelKey(status: string): ApprovalLabelKey {
  return status === "approved" || status === "pending" || status === "rejected" ? status : "unknown";
}

export function filterByTab(list: readonly AdminCompany[], tab: CompanyTab): AdminCompany[] {
  return tab === "all" ? [...list] : list.filter((company) => company.approval === tab);
}

/** The count shown on each tab. */
export function countByTab(list: readonly AdminCompany[]): Record<CompanyTab, number> {
  return {
    all: list.length,
    pending: filterByTab(list, "pending").length,
    approved: filterByTab(list, "approved").length,
    rejected: filterByTab(list, "rejected").length,
  };
}

export type ApprovalShare = { status: CompanyApproval; count: number; percent: number };

/** product.md §2/9: the three progress cards, each the rounded share of the whole list. */
export function approvalShares(list: readonly AdminCompany[]): ApprovalShare[] {
  const counts = countByTab(list);
  return (["approved", "pending", "rejected"] as const).map((status) => ({
    status,
    count: counts[status],
    percent: progressPercent(counts[status], counts.all),
  }));
}

/** product.md §4: approve and reject exist only while a company is pending. */
export function canDecide(company: Pick<AdminCompany, "approval">): boolean {
  return company.approval === "pending";
}

/** product.md §4: pending → approved or rejected; any other company is left as it was. */
export function decideCompany(
  list: readonly AdminCompany[],
  id: string,
  decision: "approved" | "rejected",
): AdminCompany[] {
  return list.map((company) =>
    company.id === id && canDecide(company) ? { ...company, approval: decision } : company,
  );
}

export function removeCompany(list: readonly AdminCompany[], id: string): AdminCompany[] {
  return list.filter((company) => company.id !== id);
}

/** What the list shows while a write is on its way (useOptimistic); the server's list replaces it after. */
export type OptimisticCompanyChange =
  { type: "decide"; id: string; decision: "approved" | "rejected" } | { type: "remove"; id: string };

export function applyCompanyChange(
  list: readonly AdminCompany[],
  change: OptimisticCompanyChange,
): AdminCompany[] {
  return change.type === "decide"
    ? decideCompany(list, change.id, change.decision)
    : removeCompany(list, change.id);
}

/** Newest applications first, then by name. */
export function sortNewestFirst(list: readonly AdminCompany[]): AdminCompany[] {
  return [...list].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.name.localeCompare(b.name, "pt-BR"),
  );
}

/** product.md §9: below 768 px wide, tapping a company row opens its details. */
export const ROW_TAP_MAX_WIDTH = 768;

export function opensDetailsOnRowTap(viewportWidth: number): boolean {
  return viewportWidth < ROW_TAP_MAX_WIDTH;
}

/** The 'Local' column: neighbourhood, city and state. */
export function companyLocation(address: AdminCompany["address"]): string {
  return `${address.neighborhood}, ${address.city} - ${address.state}`;
}
