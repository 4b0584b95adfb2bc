import type { SupabaseClient } from "@supabase/supabase-js";

import { enderecoWriteOf, type AddressInput } from "@/lib/customers/addresses";
import type { Database } from "@/lib/supabase/database.types";

/**
 * The address writes of checkout and /customer/profile, through a client signed in as the customer: RLS
 * and the table's checks and triggers decide (one default, at most 10). The server actions pass the
 * request's client; tests pass a supabase-js one.
 */

type Client = SupabaseClient<Database>;

/** Keys of `addresses.errors`: `limit` is the 11th address, `notFound` a row RLS hides or that is gone. */
export type AddressWriteError = "limit" | "notFound" | "refused" | "invalid" | "unexpected";
export type AddressWriteResult = { ok: true; id: string } | { ok: false; error: AddressWriteError };

type DbError = { code?: string | null; message?: string | null };

/** PostgreSQL's answer as the screen explains it. */
export function addressWriteError(error: DbError): AddressWriteError {
  if (error.code === "P0001" && error.message === "limite_enderecos") return "limit";
  switch (error.code) {
    case "42501": // insufficient_privilege: not a cliente, or not their row
      return "refused";
    case "23514": // check_violation: UF, CEP or a length the form should have caught
    case "22P02":
      return "invalid";
    default:
      return "unexpected";
  }
}

/** One row changed, or the row is not the caller's (RLS hides it) or no longer exists. */
function oneRow(id: string, data: { id: string }[] | null, error: DbError | null): AddressWriteResult {
  if (error) return { ok: false, error: addressWriteError(error) };
  return data && data.length > 0 ? { ok: true, id } : { ok: false, error: "notFound" };
}

export async function insertAddress(client: Client, input: AddressInput): Promise<AddressWriteResult> {
  const { data, error } = await client.from("enderecos").insert(enderecoWriteOf(input)).select("id").single();
  if (error || !data) return { ok: false, error: addressWriteError(error ?? {}) };
  return { ok: true, id: data.id };
}

export async function updateAddress(
  client: Client,
  id: string,
  input: AddressInput,
): Promise<AddressWriteResult> {
  const { data, error } = await client
    .from("enderecos")
    .update(enderecoWriteOf(input))
    .eq("id", id)
    .select("id");
  return oneRow(id, data, error);
}

/** 'Tornar padrão': the trigger takes the mark off the previous default. */
export async function makeDefaultAddress(client: Client, id: string): Promise<AddressWriteResult> {
  const { data, error } = await client.from("enderecos").update({ padrao: true }).eq("id", id).select("id");
  return oneRow(id, data, error);
}

/** 'Remover': a removed default hands the mark to the newest remaining address (the trigger does it). */
export async function deleteAddress(client: Client, id: string): Promise<AddressWriteResult> {
  const { data, error } = await client.from("enderecos").delete().eq("id", id).select("id");
  return oneRow(id, data, error);
}
