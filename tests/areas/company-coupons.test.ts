import { describe, expect, it } from "vitest";

import {
  couponCounts,
  formatDiscount,
  parseDecimal,
  validateCouponForm,
  type CouponErrorKey,
  type CouponField,
  type CouponFormValues,
} from "@/lib/company/coupons";

const valid: CouponFormValues = {
  code: "CAFE10",
  description: "10% no café da manhã",
  discountType: "percent",
  discountValue: "10",
  minOrder: "",
  startsAt: "2026-12-01",
  endsAt: "2026-12-31",
};
const existing = ["PAOQUENTE10", "NATAL2026"];

describe("coupon form: code 4–20 upper-case letters and digits, unique (product.md D11)", () => {
  it.each<[string, CouponErrorKey | undefined]>([
    ["CAFE", undefined],
    ["A1B2C3D4E5F6G7H8I9J0", undefined],
    ["  CAFE10  ", undefined],
    ["", "codeRequired"],
    ["CAF", "codeFormat"],
    ["A1B2C3D4E5F6G7H8I9J0K", "codeFormat"],
    ["cafe10", "codeFormat"],
    ["CAFÉ10", "codeFormat"],
    ["CAFE 10", "codeFormat"],
    ["CAFE-10", "codeFormat"],
    ["PAOQUENTE10", "codeTaken"],
    ["NATAL2026", "codeTaken"],
  ])("%j -> %s", (code, error) => {
    const result = validateCouponForm({ ...valid, code }, existing);
    expect(result.ok ? undefined : result.errors.code).toBe(error);
  });
});

describe("coupon form: discount 1–100 % or a positive amount in R$", () => {
  it.each<[CouponFormValues["discountType"], string, CouponErrorKey | undefined]>([
    ["percent", "1", undefined],
    ["percent", "100", undefined],
    ["percent", "0", "discountPercent"],
    ["percent", "101", "discountPercent"],
    ["percent", "12,5", "discountPercent"],
    ["percent", "dez", "discountPercent"],
    ["percent", "", "discountRequired"],
    ["amount", "5", undefined],
    ["amount", "0,50", undefined],
    ["amount", "150.90", undefined],
    ["amount", "0", "discountAmount"],
    ["amount", "-5", "discountAmount"],
    ["amount", "5,999", "discountAmount"],
    ["amount", "  ", "discountRequired"],
  ])("%s %j -> %s", (discountType, discountValue, error) => {
    const result = validateCouponForm({ ...valid, discountType, discountValue }, existing);
    expect(result.ok ? undefined : result.errors.discountValue).toBe(error);
  });
});

describe("coupon form: dates, end after start; other fields", () => {
  it.each<[Partial<CouponFormValues>, CouponField, CouponErrorKey]>([
    [{ endsAt: "2026-12-01" }, "endsAt", "endBeforeStart"],
    [{ endsAt: "2026-11-30" }, "endsAt", "endBeforeStart"],
    [{ startsAt: "" }, "startsAt", "startRequired"],
    [{ endsAt: "" }, "endsAt", "endRequired"],
    [{ startsAt: "01/12/2026" }, "startsAt", "startRequired"],
    [{ description: "   " }, "description", "descriptionRequired"],
    [{ description: "x".repeat(121) }, "description", "descriptionTooLong"],
    [{ minOrder: "trinta" }, "minOrder", "minOrderInvalid"],
  ])("%j -> %s: %s", (change, field, error) => {
    const result = validateCouponForm({ ...valid, ...change }, existing);
    expect(result.ok ? {} : result.errors).toEqual({ [field]: error });
  });

  it("reports every invalid field at once, the first error of each", () => {
    const result = validateCouponForm(
      { ...valid, code: "ab", discountValue: "0", endsAt: "2026-11-01", description: "" },
      existing,
    );
    expect(result.ok ? {} : result.errors).toEqual({
      code: "codeFormat",
      description: "descriptionRequired",
      discountValue: "discountPercent",
      endsAt: "endBeforeStart",
    });
  });

  it("turns a valid form into a coupon draft (money with a comma; blank minimum = 0)", () => {
    expect(validateCouponForm({ ...valid, discountType: "amount", discountValue: "5,50" }, existing)).toEqual(
      {
        ok: true,
        draft: {
          code: "CAFE10",
          description: "10% no café da manhã",
          discountType: "amount",
          discountValue: 5.5,
          minOrder: 0,
          startsAt: "2026-12-01",
          endsAt: "2026-12-31",
        },
      },
    );
  });
});

describe("coupon helpers", () => {
  it.each([
    ["12,5", 12.5],
    ["12.50", 12.5],
    [" 30 ", 30],
    ["", Number.NaN],
    ["1.000,00", Number.NaN],
  ])("parseDecimal(%j) = %s", (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each([
    [{ discountType: "percent" as const, discountValue: 15 }, "15%"],
    [{ discountType: "amount" as const, discountValue: 5 }, "R$ 5,00"],
  ])("formatDiscount %# -> %s", (coupon, text) => {
    expect(formatDiscount(coupon)).toBe(text);
  });

  it("counts active and inactive coupons", () => {
    expect(couponCounts([{ active: true }, { active: false }, { active: true }])).toEqual({
      total: 3,
      active: 2,
      inactive: 1,
    });
  });
});
