import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import { canEditLayout } from "@/lib/admin/back-office-permissions";
import { saoPauloDay } from "@/lib/time/sao-paulo";
import type { AppUser } from "@/lib/auth/types";
import { getAdminPermissions } from "@/lib/data/admin-permissions";
import {
  couponBannerStatus,
  MAX_COUPON_BANNERS,
  type CouponBannerStatus,
} from "@/lib/marketing/coupon-banners";
import type { Database } from "@/lib/supabase/database.types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/** A marketplace coupon as /admin/layout offers it (the administrators read every coupon; RLS decides). */
export type MarketplaceCouponOption = {
  id: string;
  code: string;
  description: string;
  status: CouponBannerStatus;
};

/** A banner as the editor lists it: its words, its place and whether the home shows it today. */
export type EditorCouponBanner = {
  couponId: string;
  code: string;
  title: string;
  subtitle: string;
  position: number;
  status: CouponBannerStatus;
};

export type CouponBannerEditorData = {
  banners: EditorCouponBanner[];
  /** the marketplace coupons without a banner yet, valid today or later */
  available: MarketplaceCouponOption[];
  canEdit: boolean;
};

/** More than the marketplace will ever run at once; the list is bounded all the same. */
const MARKETPLACE_COUPON_LIMIT = 200;

/**
 * What 'Cupons na página inicial' on /admin/layout starts from, read as the signed-in administrator: the
 * banners by position and the marketplace coupons that could be one. Anyone else reads nothing (RLS).
 */
export async function getCouponBannerEditor(viewer: AppUser): Promise<CouponBannerEditorData> {
  const [lists, permissions] = await Promise.all([
    readCouponBannerLists(await createSupabaseServerClient(), saoPauloDay(new Date())),
    getAdminPermissions(viewer),
  ]);
  return { ...lists, canEdit: canEditLayout(permissions) };
}

/** The two lists, through any client (RLS decides what it sees); `today` is São Paulo's day, aaaa-mm-dd. */
export async function readCouponBannerLists(
  supabase: SupabaseClient<Database>,
  today: string,
): Promise<Omit<CouponBannerEditorData, "canEdit">> {
  const [banners, coupons] = await Promise.all([
    supabase
      .from("cupons_destaque")
      .select("cupom_id, titulo, subtitulo, posicao")
      .order("posicao")
      .limit(MAX_COUPON_BANNERS),
    supabase
      .from("cupons")
      .select("id, codigo, descricao, ativo, inicio, fim")
      .is("loja_id", null)
      .order("codigo")
      .limit(MARKETPLACE_COUPON_LIMIT),
  ]);
  if (banners.error) throw new Error(`Falha ao carregar os cupons em destaque: ${banners.error.message}`);
  if (coupons.error) throw new Error(`Falha ao carregar os cupons da Vitrine: ${coupons.error.message}`);
  const options = new Map(
    coupons.data.map((coupon) => [
      coupon.id,
      {
        id: coupon.id,
        code: coupon.codigo,
        description: coupon.descricao,
        status: couponBannerStatus(
          { active: coupon.ativo, startsAt: coupon.inicio, endsAt: coupon.fim },
          today,
        ),
      },
    ]),
  );
  const featured = new Set(banners.data.map((banner) => banner.cupom_id));
  return {
    banners: banners.data.flatMap((banner) => {
      const coupon = options.get(banner.cupom_id);
      if (!coupon) return [];
      return [
        {
          couponId: banner.cupom_id,
          code: coupon.code,
          title: banner.titulo,
          subtitle: banner.subtitulo,
          position: banner.posicao,
          status: coupon.status,
        },
      ];
    }),
    // a switched-off or expired coupon would make a banner nobody sees
    available: [...options.values()].filter(
      (coupon) => !featured.has(coupon.id) && (coupon.status === "shown" || coupon.status === "scheduled"),
    ),
  };
}
