import "server-only";

import { cache } from "react";

import type { AppUser } from "@/lib/auth/types";
import {
  ADDRESS_LIMIT,
  addressFromRow,
  ENDERECO_COLUMNS,
  type SavedAddress,
} from "@/lib/customers/addresses";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The signed-in cliente's saved addresses, read as them (RLS: only their own rows), the default first and
 * then in the order they were added. Any other account type keeps none. A failed read throws, so the error
 * page says so instead of an empty list.
 */
export const getAddresses = cache(async (user: Pick<AppUser, "id" | "type">): Promise<SavedAddress[]> => {
  if (user.type !== "cliente") return [];
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from("enderecos")
    .select(ENDERECO_COLUMNS)
    .eq("cliente_id", user.id)
    .order("padrao", { ascending: false })
    .order("created_at", { ascending: true })
    .order("id", { ascending: true })
    .limit(ADDRESS_LIMIT);
  if (error) throw new Error(`Falha ao ler os endereços do cliente: ${error.message}`);
  return data.map(addressFromRow);
});
