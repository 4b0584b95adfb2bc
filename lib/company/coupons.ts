import { z } from "zod";

import type { CouponDraft } from "@/lib/company/coupon-rows";
import type { Coupon } from "@/lib/company/types";
import { COUPON_CODE, COUPON_DESCRIPTION_MAX, PERCENT_MAX, PERCENT_MIN } from "@/lib/company/coupon-rules";
import { formatMoney } from "@/lib/format";
import { fieldErrorsOf } from "@/lib/forms/field-errors";

/** What the create form holds: every field as typed (money with a comma or a dot). */
export type CouponFormValues = {
  code: string;
  description: string;
  discountType: Coupon["discountType"];
  discountValue: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
};
export type CouponField = keyof CouponFormValues;

/** Keys of companyCoupons.errors in the catalogue (zod messages come from the catalogue). */
export type CouponErrorKey =
  | "codeRequired"
  | "codeFormat"
  | "codeTaken"
  | "descriptionRequired"
  | "descriptionTooLong"
  | "discountRequired"
  | "discountPercent"
  | "discountAmount"
  | "minOrderInvalid"
  | "startRequired"
  | "endRequired"
  | "endBeforeStart";

const STRING_FIELDS = ["discountType", "discountValue", "minOrder", "startsAt", "endsAt"] as const;
function isFormOfStrings(value: unknown): value is Record<(typeof STRING_FIELDS)[number], string> {
  if (typeof value !== "object" || value === null) return false;
  const form = value as Record<string, unknown>;
  return STRING_FIELDS.every((field) => typeof form[field] === "string");
}

/** "12,5" or "12.5" as a number; blank or anything else is NaN. */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(",", ".");
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * The create form's rules: code 4–20 A–Z/0–9 and unique in the store, discount 1–100 % or R$ > 0, end
 * after start (the cupons table checks the same; its unique key is the last word on the code).
 */
export function couponFormSchema(existingCodes: readonly string[] = []) {
  const taken = new Set(existingCodes.map((code) => code.toUpperCase()));
  return z
    .object({
      code: z
        .string()
        .trim()
        .min(1, "codeRequired")
        .regex(COUPON_CODE, "codeFormat")
        .refine((code) => !taken.has(code), "codeTaken"),
      description: z
        .string()
        .trim()
        .min(1, "descriptionRequired")
        .max(COUPON_DESCRIPTION_MAX, "descriptionTooLong"),
      discountType: z.enum(["percent", "amount"]),
      discountValue: z.string().trim().min(1, "discountRequired"),
      minOrder: z.string().trim(),
      startsAt: z.iso.date("startRequired"),
      endsAt: z.iso.date("endRequired"),
    })
    .superRefine(
      (form, ctx) => {
        const value = parseDecimal(form.discountValue);
        if (form.discountValue.trim() && form.discountType === "percent") {
          if (!(Number.isInteger(value) && value >= PERCENT_MIN && value <= PERCENT_MAX))
            ctx.addIssue({ code: "custom", path: ["discountValue"], message: "discountPercent" });
        } else if (form.discountValue.trim() && !(value > 0)) {
          ctx.addIssue({ code: "custom", path: ["discountValue"], message: "discountAmount" });
        }
        if (form.minOrder.trim() && Number.isNaN(parseDecimal(form.minOrder)))
          ctx.addIssue({ code: "custom", path: ["minOrder"], message: "minOrderInvalid" });
        const datesGiven =
          /^\d{4}-\d{2}-\d{2}$/.test(form.startsAt) && /^\d{4}-\d{2}-\d{2}$/.test(form.endsAt);
        if (datesGiven && form.endsAt <= form.startsAt)
          ctx.addIssue({ code: "custom", path: ["endsAt"], message: "endBeforeStart" });
      },
      // run after a field failed too (every cross-field error at once), but only on a form of strings
      { when: (payload) => isFormOfStrings(payload.value) },
    );
}

export type CouponFormResult =
  { ok: true; draft: CouponDraft } | { ok: false; errors: Partial<Record<CouponField, CouponErrorKey>> };

/** Validates the form (anything a browser sent); on failure, the first error of each field. */
export function validateCouponForm(values: unknown, existingCodes: readonly string[] = []): CouponFormResult {
  const result = couponFormSchema(existingCodes).safeParse(values);
  if (!result.success) {
    const errors = fieldErrorsOf<CouponField>(result.error.issues) as Partial<
      Record<CouponField, CouponErrorKey>
    >;
    return { ok: false, errors };
  }
  const form = result.data;
  return {
    ok: true,
    draft: {
      code: form.code,
      description: form.description,
      discountType: form.discountType,
      discountValue: parseDecimal(form.discountValue),
      minOrder: form.minOrder ? parseDecimal(form.minOrder) : 0,
      startsAt: form.startsAt,
      endsAt: form.endsAt,
    },
  };
}

/** '10%' or 'R$ 5,00'. */
export function formatDiscount(coupon: Pick<Coupon, "discountType" | "discountValue">): string {
  return coupon.discountType === "percent" ? `${coupon.discountValue}%` : formatMoney(coupon.discountValue);
}

export type CouponCounts = { total: number; active: number; inactive: number };

export function couponCounts(coupons: readonly Pick<Coupon, "active">[]): CouponCounts {
  const active = coupons.filter((coupon) => coupon.active).length;
  return { total: coupons.length, active, inactive: coupons.length - active };
}
