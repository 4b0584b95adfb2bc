"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import type { AppUser } from "@/lib/auth/types";
import { cupomInsertOf } from "@/lib/company/coupon-rows";
import {
  insertCoupon,
  setCouponActiveRow,
  type CouponWriteError,
  type CouponWriteResult,
} from "@/lib/company/coupon-writes";
import { validateCouponForm, type CouponErrorKey, type CouponField } from "@/lib/company/coupons";
import { requireAccountType } from "@/lib/data/access";
import { getOwnedStore } from "@/lib/data/my-store";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * /company/cupons' writes, as the signed-in owner: the account type and the ownership are checked here,
 * RLS and the table's checks decide again. Coupons are not public (no storefront cache to expire); the
 * screen's own data is re-read by refresh(). Messages are in Portuguese.
 */

export type CouponActionResult = FormResult<CouponField>;

/** A refusal as the form shows it: the field errors with their summary, or the save error alone. */
async function failure(
  error: CouponWriteError,
  fieldErrors?: Partial<Record<CouponField, CouponErrorKey>>,
): Promise<CouponActionResult> {
  const t = await getTranslations("companyCoupons");
  if (!fieldErrors) return formFailure(t(`saveErrors.${error}`));
  const messages: Partial<Record<CouponField, string>> = {};
  for (const [field, key] of Object.entries(fieldErrors) as [CouponField, CouponErrorKey][]) {
    messages[field] = t(`errors.${key}`);
  }
  return formFailure(t("form.invalid"), { fieldErrors: messages });
}

const couponId = z.uuid();

async function asOwner(
  user: AppUser,
  run: (client: SupabaseServerClient, storeId: string) => Promise<CouponWriteResult>,
): Promise<CouponWriteResult> {
  const store = await getOwnedStore(user);
  if (!store) return { ok: false, error: "refused" };
  try {
    return await run(await createSupabaseServerClient(), store.id);
  } catch {
    return { ok: false, error: "unexpected" };
  }
}

/** 'Criar cupom': a new active coupon of the owner's store; a code already used there is a field error. */
export async function createCoupon(values: unknown): Promise<CouponActionResult> {
  const user = await requireAccountType("empresa");
  const parsed = validateCouponForm(values);
  if (!parsed.ok) return failure("invalid", parsed.errors);
  const result = await asOwner(user, (client, storeId) =>
    insertCoupon(client, cupomInsertOf(parsed.draft, storeId)),
  );
  if (!result.ok) {
    return result.error === "codeTaken" ? failure("codeTaken", { code: "codeTaken" }) : failure(result.error);
  }
  refresh();
  return formSuccess();
}

/** 'Ativar' / 'Desativar'. */
export async function setCouponActive(id: string, active: boolean): Promise<CouponActionResult> {
  const user = await requireAccountType("empresa");
  if (!couponId.safeParse(id).success || typeof active !== "boolean") return failure("invalid");
  const result = await asOwner(user, (client) => setCouponActiveRow(client, id, active));
  if (!result.ok) return failure(result.error);
  refresh();
  return formSuccess();
}
