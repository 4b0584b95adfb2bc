"use server";

import { refresh } from "next/cache";
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
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * /company/cupons' writes, as the signed-in owner: the account type and the ownership are checked here,
 * RLS and the table's checks decide again. Coupons are not public (no storefront cache to expire); the
 * screen's own data is re-read by refresh(). Errors are companyCoupons keys.
 */

export type CouponActionResult =
  | { ok: true }
  | { ok: false; error: CouponWriteError; fieldErrors?: Partial<Record<CouponField, CouponErrorKey>> };

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
  if (!parsed.ok) return { ok: false, error: "invalid", fieldErrors: parsed.errors };
  const result = await asOwner(user, (client, storeId) =>
    insertCoupon(client, cupomInsertOf(parsed.draft, storeId)),
  );
  if (!result.ok) {
    return result.error === "codeTaken"
      ? { ok: false, error: "codeTaken", fieldErrors: { code: "codeTaken" } }
      : result;
  }
  refresh();
  return { ok: true };
}

/** 'Ativar' / 'Desativar'. */
export async function setCouponActive(id: string, active: boolean): Promise<CouponActionResult> {
  const user = await requireAccountType("empresa");
  if (!couponId.safeParse(id).success || typeof active !== "boolean") return { ok: false, error: "invalid" };
  const result = await asOwner(user, (client) => setCouponActiveRow(client, id, active));
  if (!result.ok) return result;
  refresh();
  return { ok: true };
}
