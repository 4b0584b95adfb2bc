import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "@/lib/supabase/database.types";

/**
 * The coupon writes of /company/cupons, through a client signed in as the owner: row-level security
 * and the table's checks decide (supabase/migrations/20250701120200_cupons.sql). The server actions pass
 * the request's client; tests pass a supabase-js one.
 */

type Client = SupabaseClient<Database>;
type CupomInsert = Database["public"]["Tables"]["cupons"]["Insert"];

/** Keys of companyCoupons.saveErrors; `codeTaken` is shown under the code field. */
export type CouponWriteError = "codeTaken" | "refused" | "invalid" | "unexpected";
export type CouponWriteResult = { ok: true; id: string } | { ok: false; error: CouponWriteError };

/** PostgreSQL's answer as the screen explains it. */
export function couponWriteError(error: { code?: string | null }): CouponWriteError {
  switch (error.code) {
    case "23505": // unique_violation: (loja_id, codigo)
      return "codeTaken";
    case "42501": // insufficient_privilege: not the owner of that store
      return "refused";
    case "23514": // check_violation
    case "22P02": // invalid_text_representation
    case "22007": // invalid_datetime_format
    case "22008": // datetime_field_overflow
      return "invalid";
    default:
      return "unexpected";
  }
}

export async function insertCoupon(client: Client, row: CupomInsert): Promise<CouponWriteResult> {
  const { data, error } = await client.from("cupons").insert(row).select("id").single();
  if (error || !data) return { ok: false, error: couponWriteError(error ?? {}) };
  return { ok: true, id: data.id };
}

/** 'Ativar' / 'Desativar'; a coupon RLS hides (another store's) matches nothing: refused. */
export async function setCouponActiveRow(
  client: Client,
  id: string,
  ativo: boolean,
): Promise<CouponWriteResult> {
  const { data, error } = await client.from("cupons").update({ ativo }).eq("id", id).select("id");
  if (error) return { ok: false, error: couponWriteError(error) };
  return data && data.length > 0 ? { ok: true, id } : { ok: false, error: "refused" };
}
