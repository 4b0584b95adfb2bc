"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { requireAccountType } from "@/lib/data/access";
import { formFailure, formSuccessWith, type FormResult } from "@/lib/forms/result";
import { describeRefusal } from "@/lib/orders/place-order-errors";
import { callValidateCoupon } from "@/lib/orders/place-order-rpc";
import type { CouponTerms } from "@/lib/orders/pricing";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * Checkout's 'Aplicar', as the signed-in cliente: public.validar_cupom says whether this customer may use the
 * code with the cart's stores today and answers its terms, which the summary applies with priceCheckout (the
 * rule the database charges). A refusal comes back in Portuguese, shown beside the coupon field.
 */

/** The coupon field's answer: the terms the database accepted, or why not (beside the field). */
export type ApplyCouponResult = FormResult<"code", CouponTerms>;

const input = z.object({
  // codes are case-insensitive: the database compares upper(btrim(code))
  code: z.string().trim().min(1).max(40),
  storeIds: z.array(z.uuid()).min(1).max(50),
});

export async function applyCoupon(code: unknown, storeIds: unknown): Promise<ApplyCouponResult> {
  await requireAccountType("cliente");
  const t = await getTranslations("checkout.errors");
  const parsed = input.safeParse({ code, storeIds });
  if (!parsed.success) {
    const empty = typeof code !== "string" || code.trim() === "";
    return formFailure(t(empty ? "couponRequired" : "couponNotFound"));
  }
  try {
    const client = await createSupabaseServerClient();
    const result = await callValidateCoupon(client, parsed.data.code.toUpperCase(), parsed.data.storeIds);
    if (result.ok) return formSuccessWith(result.terms);
    return formFailure(t(result.error.key, result.error.values));
  } catch {
    const unexpected = describeRefusal(null);
    return formFailure(t(unexpected.key, unexpected.values));
  }
}
