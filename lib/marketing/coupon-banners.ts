import type { CouponBanner } from "@/lib/marketing/types";

/**
 * The rules of the home's coupon banners (public.cupons_destaque, 20251201120000_cupons_destaque.sql): at
 * most six, positions 1 to 6, each a marketplace coupon's, shown while the coupon is on and valid today.
 */

export const MAX_COUPON_BANNERS = 6;

/** A row of public.cupons_em_destaque(). */
export type CouponBannerRow = { cupom_id: string; titulo: string; subtitulo: string; codigo: string };

export function bannerFromRow(row: CouponBannerRow): CouponBanner {
  return { id: row.cupom_id, title: row.titulo, subtitle: row.subtitulo, code: row.codigo };
}

/** Whether the home shows a banner now, and if not why (the coupon's state, as public.cupons_em_destaque judges it). */
export type CouponBannerStatus = "shown" | "inactive" | "scheduled" | "expired";

/** `today` is São Paulo's day (aaaa-mm-dd); a coupon is valid from its first day to its last, both included. */
export function couponBannerStatus(
  coupon: { active: boolean; startsAt: string; endsAt: string },
  today: string,
): CouponBannerStatus {
  if (!coupon.active) return "inactive";
  if (today < coupon.startsAt) return "scheduled";
  if (today > coupon.endsAt) return "expired";
  return "shown";
}

/** The first position no banner holds, or null when all six are taken. */
export function firstFreePosition(taken: readonly number[]): number | null {
  for (let position = 1; position <= MAX_COUPON_BANNERS; position += 1) {
    if (!taken.includes(position)) return position;
  }
  return null;
}
