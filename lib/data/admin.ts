import "server-only";

import type { AdminUser } from "@/lib/admin/types";
import { adminFromRow } from "@/lib/admin/administrator-rows";
import { countByTab, sortNewestFirst, type AdminCompany, type CompanyTab } from "@/lib/admin/companies";
import { adminReportFromRow, type AdminReport } from "@/lib/admin/report-rows";
import { reportCards, type ReportCard } from "@/lib/admin/reports";
import { canOpenArea } from "@/lib/auth/areas";
import type { AppUser } from "@/lib/auth/types";
import { companyFromLoja, LOJA_COLUMNS, type LojaRow } from "@/lib/catalog/rows";
import { getCategories } from "@/lib/data/categories";
import type { ReportPeriod } from "@/lib/reports/periods";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The admin screens' data. Each function takes the viewer from requireArea("admin") and refuses anyone
 * else, so a caller that forgot the page's check still gets nothing. The companies come from `lojas`, the
 * report figures from the orders (public.relatorio_admin), the dashboard's summary from both, the team from
 * public.administradores (public.equipe_administrativa).
 */
// Hosted PostgREST's default max_rows: the list pages and counts in the browser, so past this many stores it
// needs server-side pages (lojas_created_at_idx serves this order); newest first, so the oldest would drop.
const ADMIN_COMPANIES_LIMIT = 1000;

function assertAdmin(viewer: AppUser): void {
  if (!canOpenArea("admin", viewer.type)) throw new Error("admin data requested by a non-admin account");
}

/**
 * product.md §2 Administradores: the team, superadmins first, read as the viewer (the function answers an
 * administrator with users.view and nobody else: an empty list). A failed read throws to the error page.
 */
export async function getAdministrators(viewer: AppUser): Promise<AdminUser[]> {
  assertAdmin(viewer);
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.rpc("equipe_administrativa");
  if (error) throw new Error(`Falha ao carregar os administradores: ${error.message}`);
  return (data ?? []).map(adminFromRow);
}

/** A store row as the admin list shows it: the category already its name, no logo until one is uploaded. */
function toAdminCompany(row: LojaRow, categoryNames: ReadonlyMap<string, string>): AdminCompany {
  const { logo: _logo, coverImage: _cover, categoryId, ...company } = companyFromLoja(row);
  return {
    ...company,
    ...(row.logo ? { logo: row.logo } : {}),
    category: categoryNames.get(categoryId) ?? "",
  };
}

/**
 * 'Empresas': every row of `lojas` (pending, approved and rejected), read as the signed-in administrator, so
 * RLS decides ("Administradores leem todas as lojas"), newest first. A failed read throws to the error page.
 */
export async function getAdminCompanies(viewer: AppUser): Promise<AdminCompany[]> {
  assertAdmin(viewer);
  const supabase = await createSupabaseServerClient();
  const [{ data, error }, categories] = await Promise.all([
    supabase
      .from("lojas")
      .select(LOJA_COLUMNS)
      .order("created_at", { ascending: false })
      .order("id", { ascending: true })
      .limit(ADMIN_COMPANIES_LIMIT),
    getCategories(),
  ]);
  if (error) throw new Error(`Falha ao carregar as lojas: ${error.message}`);
  const names = new Map(categories.map((category) => [category.id, category.nome]));
  return sortNewestFirst(data.map((row) => toAdminCompany(row, names)));
}

export type AdminReportData = AdminReport & { period: ReportPeriod; cards: ReportCard[] };

/**
 * product.md §2 Relatórios: the four cards of one period, their growth and chart, counted in the database over
 * São Paulo days; the function itself refuses anyone but an administrator. A failed read throws to the error page.
 */
export async function getAdminReport(viewer: AppUser, period: ReportPeriod): Promise<AdminReportData> {
  assertAdmin(viewer);
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.rpc("relatorio_admin", { p_periodo: period });
  if (error) throw new Error(`Falha ao calcular os relatórios: ${error.message}`);
  const report = adminReportFromRow(data);
  return { ...report, period, cards: reportCards(report.figures) };
}

export type AdminDashboardSummary = {
  /** the tab counts of /admin/companies, from the same rows */
  companies: Record<CompanyTab, number>;
  /** /admin/reports' 'Último Mês': the same call, so the dashboard and the report agree */
  month: Pick<AdminReport, "range" | "figures" | "growth">;
};

/** product.md §2 Admin dashboard: the summary cards, each from the data of the screen it summarises. */
export async function getAdminDashboardSummary(viewer: AppUser): Promise<AdminDashboardSummary> {
  const [companies, month] = await Promise.all([getAdminCompanies(viewer), getAdminReport(viewer, "month")]);
  return {
    companies: countByTab(companies),
    month: { range: month.range, figures: month.figures, growth: month.growth },
  };
}
