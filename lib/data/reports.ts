import "server-only";

import { cache } from "react";

import type { AppUser } from "@/lib/auth/types";
import type { CompanyStats } from "@/lib/company/types";
import type { ReportPeriod } from "@/lib/reports/periods";
import { reportFromRow, statsFromRow } from "@/lib/reports/rows";
import type { CompanyReport } from "@/lib/reports/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The store's figures, aggregated in the database from its orders (supabase/migrations/*_relatorios.sql)
 * and read as the signed-in user: the functions answer only about the caller's own store (their first
 * membership) and refuse anyone without one. Only a store's owner or courier asks here; anyone else gets
 * null without a request. A failed read throws, so the error page says so instead of zeros.
 */

type Viewer = Pick<AppUser, "id" | "type">;

const isStoreMember = (user: Viewer) => user.type === "empresa" || user.type === "entregador";

function failed(what: string, error: { message: string }): never {
  throw new Error(`Falha ao calcular ${what}: ${error.message}`);
}

/** A refusal for want of a store (42501): the account has no membership, which is no error of the read. */
const noStore = (error: { code?: string }) => error.code === "42501";

/** product.md §2 Company dashboard: today's orders and revenue, delivery time, rating, growth, customers. */
export const getCompanyStats = cache(async (user: Viewer): Promise<CompanyStats | null> => {
  if (!isStoreMember(user)) return null;
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.rpc("estatisticas_loja");
  if (error) return noStore(error) ? null : failed("os números da loja", error);
  return statsFromRow(data);
});

/** product.md §9 report periods: the period's report of the user's store beside its standing figures. */
export async function getCompanyReport(user: Viewer, period: ReportPeriod): Promise<CompanyReport | null> {
  if (!isStoreMember(user)) return null;
  const supabase = await createSupabaseServerClient();
  const [report, stats] = await Promise.all([
    supabase.rpc("relatorio_loja", { p_periodo: period }),
    getCompanyStats(user),
  ]);
  if (report.error) return noStore(report.error) ? null : failed("o relatório da loja", report.error);
  if (!stats) return null;
  return { ...reportFromRow(report.data), stats };
}
