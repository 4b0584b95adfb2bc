import { z } from "zod";

import { fieldErrorsOf } from "@/lib/forms/field-errors";

/** The lengths public.cupons_destaque checks, on the trimmed text. */
export const BANNER_TITLE = { min: 3, max: 60 } as const;
export const BANNER_SUBTITLE = { min: 3, max: 140 } as const;

/** Keys of adminCouponBanners.form.errors: the messages are translated where they are shown. */
export const couponBannerFormSchema = z.object({
  couponId: z.uuid("couponRequired"),
  title: z.string().trim().min(BANNER_TITLE.min, "titleShort").max(BANNER_TITLE.max, "titleLong"),
  subtitle: z
    .string()
    .trim()
    .min(BANNER_SUBTITLE.min, "subtitleShort")
    .max(BANNER_SUBTITLE.max, "subtitleLong"),
});

export type CouponBannerField = keyof z.input<typeof couponBannerFormSchema>;
/** What the dialog holds: every field as typed text. */
export type CouponBannerFormValues = Record<CouponBannerField, string>;
export type CouponBannerFormData = z.output<typeof couponBannerFormSchema>;
export type CouponBannerFormErrors = Partial<Record<CouponBannerField, string>>;

export function validateCouponBannerForm(
  values: unknown,
): { ok: true; data: CouponBannerFormData } | { ok: false; fieldErrors: CouponBannerFormErrors } {
  const parsed = couponBannerFormSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, fieldErrors: fieldErrorsOf<CouponBannerField>(parsed.error.issues) };
  return { ok: true, data: parsed.data };
}

/** The row public.cupons_destaque takes from the form (the position is the writes' to choose). */
export function couponBannerRow(data: CouponBannerFormData) {
  return { cupom_id: data.couponId, titulo: data.title, subtitulo: data.subtitle };
}
