import "server-only";

import { cache } from "react";

import type { AppUser } from "@/lib/auth/types";
import type { Loja } from "@/lib/supabase/database.types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type StoreRole = "dono" | "entregador";
export type MyStore = { role: StoreRole; loja: Loja };

/**
 * The store the signed-in empresa owns (or the entregador delivers for), read as that user: RLS returns
 * only their own membership and their own store, whatever its status. Null when they have none. One read
 * per request (React cache). A failed read throws, so the error page says so instead of an empty store.
 */
export const getMyStore = cache(async (user: Pick<AppUser, "id" | "type">): Promise<MyStore | null> => {
  if (user.type !== "empresa" && user.type !== "entregador") return null;
  const supabase = await createSupabaseServerClient();
  const membership = await supabase
    .from("membros_loja")
    .select("loja_id, papel")
    .eq("user_id", user.id)
    .order("created_at", { ascending: true })
    .limit(1)
    .maybeSingle();
  if (membership.error) throw new Error(`Falha ao ler a loja do usuário: ${membership.error.message}`);
  if (!membership.data) return null;
  const loja = await supabase.from("lojas").select("*").eq("id", membership.data.loja_id).maybeSingle();
  if (loja.error) throw new Error(`Falha ao ler a loja: ${loja.error.message}`);
  if (!loja.data) return null;
  return { role: membership.data.papel === "dono" ? "dono" : "entregador", loja: loja.data };
});

/** The store the signed-in user owns (papel dono), or null: only an owner may write its catalogue. */
export async function getOwnedStore(user: Pick<AppUser, "id" | "type">): Promise<Loja | null> {
  if (user.type !== "empresa") return null;
  const mine = await getMyStore(user);
  return mine?.role === "dono" ? mine.loja : null;
}
