import { beforeAll, describe, expect, it, vi } from "vitest";

import { couponBanners, marketplaceCoupons } from "@/fixtures/marketing";
import {
  deleteCouponBanner,
  insertCouponBanner,
  moveCouponBanner,
  updateCouponBanner,
} from "@/lib/admin/coupon-banner-writes";
import { readCouponBannerLists } from "@/lib/data/coupon-banner-editor";
import { getCouponBanners } from "@/lib/data/marketing";

import { BOOT_TIMEOUT_MS, signedIn, withAppBackend, type Client } from "./helpers";

// The home's coupon banners through supabase-js as each account type: /admin/layout's writes and reads, and
// the storefront's cached read (outside a Next.js render there is no cache scope: it asks the database every time).
vi.mock("next/cache", () => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));

const TODAY = "2026-11-26";
const [FIRST, SECOND, THIRD] = couponBanners as [
  (typeof couponBanners)[0],
  (typeof couponBanners)[0],
  (typeof couponBanners)[0],
];
const OTHERS = ["cliente", "empresa", "entregador", "anunciante", "admin"] as const;

const backend = withAppBackend();
let superadmin: Client;
const as: Record<(typeof OTHERS)[number], Client> = {} as never;

beforeAll(async () => {
  superadmin = (await signedIn(backend(), "superadmin@vitrine.example")).supabase;
  for (const type of OTHERS) as[type] = (await signedIn(backend(), `${type}@vitrine.example`)).supabase;
}, BOOT_TIMEOUT_MS);

const homeTitles = async () => (await getCouponBanners()).map((banner) => banner.title);

describe("the home's coupon banners (public.cupons_destaque) through the Data API", () => {
  it("the storefront reads the seeded banners, in order, with their codes", async () => {
    expect(await getCouponBanners()).toEqual(couponBanners);
  });

  it("/admin/layout lists the banners with their state, and no other marketplace coupon is left to add", async () => {
    const lists = await readCouponBannerLists(superadmin, TODAY);
    expect(lists.banners).toEqual(
      couponBanners.map((banner, index) => ({
        couponId: banner.id,
        code: banner.code,
        title: banner.title,
        subtitle: banner.subtitle,
        position: index + 1,
        status: "shown",
      })),
    );
    expect(lists.available).toEqual([]);
    expect(marketplaceCoupons).toHaveLength(couponBanners.length);
  });

  it("an edit by a superadmin shows on the home at the next read", async () => {
    const edited = { titulo: "Primeira compra com 20% OFF", subtitulo: FIRST.subtitle };
    expect(await updateCouponBanner(superadmin, FIRST.id, edited)).toEqual({ ok: true });
    expect(await homeTitles()).toEqual([edited.titulo, SECOND.title, THIRD.title]);
    await updateCouponBanner(superadmin, FIRST.id, { titulo: FIRST.title, subtitulo: FIRST.subtitle });
    expect(await homeTitles()).toEqual(couponBanners.map((banner) => banner.title));
  });

  it("the arrows swap two banners, and a removed coupon comes back in the first free place", async () => {
    expect(await moveCouponBanner(superadmin, THIRD.id, 1)).toEqual({ ok: true });
    expect(await homeTitles()).toEqual([THIRD.title, SECOND.title, FIRST.title]);
    expect(await moveCouponBanner(superadmin, THIRD.id, 3)).toEqual({ ok: true });
    expect(await deleteCouponBanner(superadmin, FIRST.id)).toEqual({ ok: true });
    expect(await homeTitles()).toEqual([SECOND.title, THIRD.title]);
    const back = { cupom_id: FIRST.id, titulo: FIRST.title, subtitulo: FIRST.subtitle };
    expect(await insertCouponBanner(superadmin, back)).toEqual({ ok: true });
    expect(await getCouponBanners()).toEqual(couponBanners);
    expect(await insertCouponBanner(superadmin, back)).toEqual({ ok: false, error: "alreadyFeatured" });
  });

  it("a store's coupon is refused as not the marketplace's", async () => {
    const { data } = await superadmin.from("cupons").select("id").not("loja_id", "is", null).limit(1);
    const store = data?.[0]?.id;
    expect(store).toBeDefined();
    const row = { cupom_id: store!, titulo: "Cupom da loja", subtitulo: "Não é da Vitrine." };
    expect(await insertCouponBanner(superadmin, row)).toEqual({ ok: false, error: "notMarketplace" });
  });

  it.each(OTHERS)("a %s changes nothing: no edit, move, removal or new banner", async (type) => {
    const client = as[type];
    const row = { cupom_id: FIRST.id, titulo: "Tomado", subtitulo: "Por quem não pode." };
    const words = { titulo: row.titulo, subtitulo: row.subtitulo };
    expect(await updateCouponBanner(client, FIRST.id, words)).toEqual({ ok: false, error: "notFound" });
    expect(await moveCouponBanner(client, THIRD.id, 1)).toEqual({ ok: false, error: "notFound" });
    expect(await deleteCouponBanner(client, FIRST.id)).toEqual({ ok: false, error: "notFound" });
    expect((await insertCouponBanner(client, row)).ok).toBe(false);
    expect(await getCouponBanners()).toEqual(couponBanners);
  });

  it("only administrators see the table: the other accounts read no banner row", async () => {
    for (const type of OTHERS) {
      const { banners } = await readCouponBannerLists(as[type], TODAY);
      expect(banners, type).toHaveLength(type === "admin" ? couponBanners.length : 0);
    }
  });
});
