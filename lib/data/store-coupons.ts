import "server-only";

import type { AppUser } from "@/lib/auth/types";
import { couponFromCupom, CUPOM_COLUMNS } from "@/lib/company/coupon-rows";
import type { Coupon } from "@/lib/company/types";
import { getMyStore, type StoreRole } from "@/lib/data/my-store";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type StoreCoupons = { role: StoreRole; coupons: Coupon[] };

/**
 * /company/cupons: the coupons of the store the signed-in member runs, newest first, read as them (RLS:
 * members read their own store's coupons). Null without a store. A failed read throws, so the error page
 * says so instead of an empty list.
 */
// The newest coupons of one store: far more than a store keeps running; the database sets no count limit.
const STORE_COUPONS_LIMIT = 200;

export async function getMyStoreCoupons(user: Pick<AppUser, "id" | "type">): Promise<StoreCoupons | null> {
  const mine = await getMyStore(user);
  if (!mine) return null;
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from("cupons")
    .select(CUPOM_COLUMNS)
    .eq("loja_id", mine.loja.id)
    .order("created_at", { ascending: false })
    .order("codigo", { ascending: true })
    .limit(STORE_COUPONS_LIMIT);
  if (error) throw new Error(`Falha ao ler os cupons da loja: ${error.message}`);
  return { role: mine.role, coupons: data.map(couponFromCupom) };
}
