import type { SupabaseClient } from "@supabase/supabase-js";

import { oneRowAnswer } from "@/lib/admin/row-answer";
import { firstFreePosition } from "@/lib/marketing/coupon-banners";
import type { Database } from "@/lib/supabase/database.types";

/**
 * The writes of 'Cupons na página inicial' (/admin/layout), through a Supabase client signed in as the
 * visitor: row-level security decides (layout.edit, supabase/migrations/20251201120000_cupons_destaque.sql),
 * so a forged call from anyone else changes nothing. The server actions pass the request's client; tests pass
 * one signed in through supabase-js.
 */

type Client = SupabaseClient<Database>;

/** Keys of adminCouponBanners.errors. */
export type CouponBannerWriteError =
  | "forbidden"
  | "notFound"
  | "alreadyFeatured"
  | "full"
  | "changed"
  | "notMarketplace"
  | "invalid"
  | "unexpected";
export type CouponBannerWriteResult = { ok: true } | { ok: false; error: CouponBannerWriteError };

/** PostgreSQL's answer as the screen explains it. */
export function couponBannerWriteError(error: {
  code?: string | null;
  message?: string | null;
}): CouponBannerWriteError {
  const message = error.message ?? "";
  switch (error.code) {
    case "23505": // unique_violation: the coupon already has a banner, or another save just took the place
      return message.includes("posicao") ? "changed" : "alreadyFeatured";
    case "23503": // foreign_key_violation: no such coupon
      return "notFound";
    case "42501": // insufficient_privilege: RLS refused the new row
      return "forbidden";
    case "23514": // check_violation: a store's coupon (the guard), or text out of bounds
      return message.includes("cupom_nao_e_da_vitrine") ? "notMarketplace" : "invalid";
    case "22P02": // invalid_text_representation (a malformed uuid)
    case "22023": // invalid_parameter_value (a position out of 1..6)
      return "invalid";
    default:
      return "unexpected";
  }
}

/** A new banner in the first free position (1 to 6); 'full' when all six are taken. */
export async function insertCouponBanner(
  client: Client,
  row: { cupom_id: string; titulo: string; subtitulo: string },
): Promise<CouponBannerWriteResult> {
  const taken = await client.from("cupons_destaque").select("posicao").limit(6);
  if (taken.error) return { ok: false, error: couponBannerWriteError(taken.error) };
  const posicao = firstFreePosition(taken.data.map((banner) => banner.posicao));
  if (posicao === null) return { ok: false, error: "full" };
  const { error } = await client.from("cupons_destaque").insert({ ...row, posicao });
  return error ? { ok: false, error: couponBannerWriteError(error) } : { ok: true };
}

export async function updateCouponBanner(
  client: Client,
  couponId: string,
  patch: { titulo: string; subtitulo: string },
): Promise<CouponBannerWriteResult> {
  const { data, error } = await client
    .from("cupons_destaque")
    .update(patch)
    .eq("cupom_id", couponId)
    .select("cupom_id");
  return oneRowAnswer(data, error, couponBannerWriteError);
}

export async function deleteCouponBanner(client: Client, couponId: string): Promise<CouponBannerWriteResult> {
  const { data, error } = await client
    .from("cupons_destaque")
    .delete()
    .eq("cupom_id", couponId)
    .select("cupom_id");
  return oneRowAnswer(data, error, couponBannerWriteError);
}

/** The arrows: the banner takes `position`, the one there takes its place (public.mover_cupom_destaque). */
export async function moveCouponBanner(
  client: Client,
  couponId: string,
  position: number,
): Promise<CouponBannerWriteResult> {
  const { data, error } = await client.rpc("mover_cupom_destaque", {
    p_cupom_id: couponId,
    p_posicao: position,
  });
  if (error) return { ok: false, error: couponBannerWriteError(error) };
  return data ? { ok: true } : { ok: false, error: "notFound" };
}
