import type { SupabaseClient } from "@supabase/supabase-js";

import { oneRowAnswer } from "@/lib/admin/row-answer";
import type { Database } from "@/lib/supabase/database.types";

/**
 * The plan writes of /admin/plans, through a Supabase client signed in as the visitor: row-level security
 * decides (supabase/migrations/20250901120200_planos.sql: administrators only), so a forged call from any
 * other account is refused by the database itself. The server actions pass the request's client.
 */

type Client = SupabaseClient<Database>;
type PlanInsert = Database["public"]["Tables"]["planos"]["Insert"];
type PlanUpdate = Database["public"]["Tables"]["planos"]["Update"];

/** Keys of adminPlans.errors. */
export type PlanWriteError = "nameTaken" | "forbidden" | "notFound" | "invalid" | "unexpected";
export type PlanWriteResult = { ok: true; id: string } | { ok: false; error: PlanWriteError };

/** PostgreSQL's answer as the screen explains it. */
export function planWriteError(error: { code?: string | null }): PlanWriteError {
  switch (error.code) {
    case "23505": // unique_violation: planos (tipo, nome)
      return "nameTaken";
    case "42501": // insufficient_privilege: RLS or the column grants refused the write
      return "forbidden";
    case "23514": // check_violation
    case "22P02": // invalid_text_representation (a malformed uuid)
      return "invalid";
    default:
      return "unexpected";
  }
}

export async function insertPlan(client: Client, row: PlanInsert): Promise<PlanWriteResult> {
  const { data, error } = await client.from("planos").insert(row).select("id").single();
  if (error || !data) return { ok: false, error: planWriteError(error ?? {}) };
  return { ok: true, id: data.id };
}

export async function updatePlan(client: Client, id: string, patch: PlanUpdate): Promise<PlanWriteResult> {
  const { data, error } = await client.from("planos").update(patch).eq("id", id).select("id");
  const answer = oneRowAnswer(data, error, planWriteError);
  return answer.ok ? { ok: true, id } : answer;
}
