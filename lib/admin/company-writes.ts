import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

/**
 * The administrator's writes on 'Empresas', through a Supabase client signed in as the visitor: RLS and the
 * lojas guard trigger decide (supabase/migrations/20250701120000_lojas.sql), so only an administrator
 * changes a store's status, and only from pendente. The server actions pass the request's client; tests
 * pass one signed in through supabase-js.
 */

type Client = SupabaseClient<Database>;

export type CompanyDecision = "approved" | "rejected";
/** Keys of adminCompanies.errors. */
export type CompanyWriteError = "invalid" | "alreadyDecided" | "notFound" | "forbidden" | "unexpected";
export type CompanyWriteResult = { ok: true } | { ok: false; error: CompanyWriteError };

const STATUS: Record<CompanyDecision, "aprovada" | "rejeitada"> = {
  approved: "aprovada",
  rejected: "rejeitada",
};

/** PostgreSQL's answer as the screen explains it. */
export function companyWriteError(error: {
  code?: string | null;
  message?: string | null;
}): CompanyWriteError {
  // the guard trigger: the store was decided between the read and this write
  if (error.code === "P0001" && error.message === "loja_status_decidido") return "alreadyDecided";
  if (error.code === "42501") return "forbidden";
  if (error.code === "22P02") return "invalid";
  return "unexpected";
}

/** Why a write that matched no row did nothing: the store is still there (so it was decided), or gone. */
async function noRowReason(
  client: Client,
  id: string,
  stillThere: CompanyWriteError,
): Promise<CompanyWriteResult> {
  const { data, error } = await client.from("lojas").select("id").eq("id", id).maybeSingle();
  if (error) return { ok: false, error: companyWriteError(error) };
  return { ok: false, error: data ? stillThere : "notFound" };
}

/** Aprovar or Rejeitar a pending store; `status` only (the owner's `ativa` switch is left as it is). */
export async function decideStore(
  client: Client,
  id: string,
  decision: CompanyDecision,
): Promise<CompanyWriteResult> {
  const { data, error } = await client
    .from("lojas")
    .update({ status: STATUS[decision] })
    .eq("id", id)
    .eq("status", "pendente")
    .select("id");
  if (error) return { ok: false, error: companyWriteError(error) };
  return data.length > 0 ? { ok: true } : noRowReason(client, id, "alreadyDecided");
}

/** Excluir: the store goes, and with it (on delete cascade) its members, products and coupons. */
export async function deleteStore(client: Client, id: string): Promise<CompanyWriteResult> {
  const { data, error } = await client.from("lojas").delete().eq("id", id).select("id");
  if (error) return { ok: false, error: companyWriteError(error) };
  return data.length > 0 ? { ok: true } : noRowReason(client, id, "forbidden");
}
