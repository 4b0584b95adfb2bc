import { describe, expect, it } from "vitest";

import { companyCoupons } from "@/fixtures/company-coupons";
import { couponFromCupom, cupomInsertOf } from "@/lib/company/coupon-rows";
import { couponWriteError } from "@/lib/company/coupon-writes";
import { validateCouponForm } from "@/lib/company/coupons";
import { catalogueRows } from "@/supabase/catalogue-seed";

const seeded = catalogueRows().cupons;

describe("coupons between the cupons table and /company/cupons", () => {
  it.each(companyCoupons.map((coupon) => [coupon.code, coupon] as const))(
    "%s reads back from its seeded row unchanged",
    (_code, coupon) => {
      const row = seeded.find((cupom) => cupom.id === coupon.id)!;
      expect(couponFromCupom(row)).toEqual(coupon);
    },
  );

  it.each([
    ["percentual", "percent"],
    ["valor", "amount"],
  ] as const)("tipo_desconto %s is a %s discount, and back", (tipo, discountType) => {
    const row = { ...seeded[0]!, tipo_desconto: tipo, valor_desconto: 10 };
    expect(couponFromCupom(row).discountType).toBe(discountType);
    expect(cupomInsertOf({ ...couponFromCupom(row) }, row.loja_id!).tipo_desconto).toBe(tipo);
  });

  it("reads numeric columns sent as text and dates sent with a time", () => {
    const row = {
      ...seeded[0]!,
      valor_desconto: "5.50" as unknown as number,
      pedido_minimo: "0" as unknown as number,
      inicio: "2026-12-01T00:00:00",
    };
    expect(couponFromCupom(row)).toMatchObject({ discountValue: 5.5, minOrder: 0, startsAt: "2026-12-01" });
  });

  it("a created coupon is inserted active, in the owner's store, with the form's values", () => {
    const form = validateCouponForm({
      code: "SONHO5",
      description: "R$ 5 nos sonhos",
      discountType: "amount",
      discountValue: "5,00",
      minOrder: "",
      startsAt: "2026-12-01",
      endsAt: "2026-12-31",
    });
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    expect(cupomInsertOf(form.draft, "loja-1")).toEqual({
      loja_id: "loja-1",
      codigo: "SONHO5",
      descricao: "R$ 5 nos sonhos",
      tipo_desconto: "valor",
      valor_desconto: 5,
      pedido_minimo: 0,
      inicio: "2026-12-01",
      fim: "2026-12-31",
      ativo: true,
    });
  });

  it.each([
    ["nothing", null],
    ["a list", []],
    ["a number", 7],
  ])("the server refuses %s as a coupon form, field by field", (_name, values) => {
    const result = validateCouponForm(values);
    expect(result.ok).toBe(false);
  });
});

describe("the database's refusal of a coupon write, as the screen explains it", () => {
  it.each([
    ["23505", "codeTaken"],
    ["42501", "refused"],
    ["23514", "invalid"],
    ["22007", "invalid"],
    ["22P02", "invalid"],
    [undefined, "unexpected"],
  ])("%s -> %s", (code, expected) => {
    expect(couponWriteError({ code })).toBe(expected);
  });
});
