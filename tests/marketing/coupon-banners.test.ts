import { describe, expect, it } from "vitest";

import { couponBannerWriteError } from "@/lib/admin/coupon-banner-writes";
import { couponBannerRow, validateCouponBannerForm } from "@/lib/marketing/coupon-banner-form";
import { couponBannerStatus, firstFreePosition } from "@/lib/marketing/coupon-banners";

const COUPON = "2d6f0a3e-8b41-4c7e-9f25-1a3b5c7d9e01";
const valid = { couponId: COUPON, title: "Primeira compra", subtitle: "No primeiro pedido." };

describe("whether the home shows a coupon's banner today (the rule of public.cupons_em_destaque)", () => {
  const coupon = { active: true, startsAt: "2026-01-01", endsAt: "2026-12-31" };
  it.each([
    ["on its first day", coupon, "2026-01-01", "shown"],
    ["on its last day", coupon, "2026-12-31", "shown"],
    ["the day before it starts", coupon, "2025-12-31", "scheduled"],
    ["the day after it ends", coupon, "2027-01-01", "expired"],
    ["switched off, even while valid", { ...coupon, active: false }, "2026-06-01", "inactive"],
  ] as const)("%s: %s", (_label, state, today, status) => {
    expect(couponBannerStatus(state, today)).toBe(status);
  });
});

describe("a new banner's place", () => {
  it.each([
    [[], 1],
    [[1, 2, 3], 4],
    [[2, 3], 1],
    [[1, 3, 4], 2],
    [[1, 2, 3, 4, 5, 6], null],
  ] as const)("with places %j taken, goes to %s", (taken, expected) => {
    expect(firstFreePosition(taken)).toBe(expected);
  });
});

describe("the banner form", () => {
  it("keeps the words trimmed and names the row's columns", () => {
    const checked = validateCouponBannerForm({ ...valid, title: "  Primeira compra  " });
    expect(checked).toEqual({ ok: true, data: valid });
    if (checked.ok) {
      expect(couponBannerRow(checked.data)).toEqual({
        cupom_id: COUPON,
        titulo: "Primeira compra",
        subtitulo: "No primeiro pedido.",
      });
    }
  });

  it.each([
    ["no coupon chosen", { couponId: "" }, { couponId: "couponRequired" }],
    ["a title of two letters", { title: " Oi " }, { title: "titleShort" }],
    ["a title over 60 characters", { title: "a".repeat(61) }, { title: "titleLong" }],
    ["a blank subtitle", { subtitle: "   " }, { subtitle: "subtitleShort" }],
    ["a subtitle over 140 characters", { subtitle: "b".repeat(141) }, { subtitle: "subtitleLong" }],
  ])("refuses %s", (_label, change, errors) => {
    expect(validateCouponBannerForm({ ...valid, ...change })).toEqual({ ok: false, fieldErrors: errors });
  });

  it("refuses what is not a form at all", () => {
    expect(validateCouponBannerForm(null)).toMatchObject({ ok: false });
  });
});

describe("what the screen says when the database refuses", () => {
  it.each([
    [
      { code: "23505", message: 'duplicate key value violates unique constraint "cupons_destaque_pkey"' },
      "alreadyFeatured",
    ],
    [
      {
        code: "23505",
        message: 'duplicate key value violates unique constraint "cupons_destaque_posicao_key"',
      },
      "changed",
    ],
    [{ code: "23514", message: "cupom_nao_e_da_vitrine" }, "notMarketplace"],
    [
      { code: "23514", message: 'new row violates check constraint "cupons_destaque_titulo_check"' },
      "invalid",
    ],
    [{ code: "23503", message: "insert violates foreign key constraint" }, "notFound"],
    [{ code: "42501", message: "new row violates row-level security policy" }, "forbidden"],
    [{ code: "22023", message: "posicao_invalida" }, "invalid"],
    [{ code: "08006", message: "connection failure" }, "unexpected"],
  ])("%j is %s", (error, expected) => {
    expect(couponBannerWriteError(error)).toBe(expected);
  });
});
