"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";

import {
  deleteCouponBanner,
  insertCouponBanner,
  moveCouponBanner as moveRow,
  updateCouponBanner,
  type CouponBannerWriteError,
  type CouponBannerWriteResult,
} from "@/lib/admin/coupon-banner-writes";
import { refusalFor } from "@/lib/admin/require-permission";
import { COUPON_BANNERS_CACHE_TAG } from "@/lib/data/marketing";
import type { FormResult } from "@/lib/forms/result";
import {
  couponBannerRow,
  validateCouponBannerForm,
  type CouponBannerField,
  type CouponBannerFormErrors,
} from "@/lib/marketing/coupon-banner-form";
import { MAX_COUPON_BANNERS } from "@/lib/marketing/coupon-banners";
import { expireTags } from "@/lib/server/expire-tags";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/** Every message is already in Portuguese; `fieldErrors` are shown under the dialog's fields. */
export type CouponBannerActionResult = FormResult<CouponBannerField>;

const couponId = z.uuid();
const position = z.number().int().min(1).max(MAX_COUPON_BANNERS);

async function failure(
  error: CouponBannerWriteError,
  fieldErrors?: CouponBannerFormErrors,
): Promise<CouponBannerActionResult> {
  const t = await getTranslations("adminCouponBanners.errors");
  return { ok: false, error: t(error), ...(fieldErrors ? { fieldErrors } : {}) };
}

/** Only an administrator whose row grants layout.edit (product.md §6); RLS asks again in the database. */
async function refused(): Promise<CouponBannerActionResult | null> {
  const message = await refusalFor("layout.edit");
  return message ? { ok: false, error: message } : null;
}

/** Writes as the signed-in administrator, then expires the banners' cache: the home and the wallets read the change. */
async function write(run: (client: SupabaseServerClient) => Promise<CouponBannerWriteResult>) {
  let result: CouponBannerWriteResult;
  try {
    result = await run(await createSupabaseServerClient());
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) {
    if (result.error !== "alreadyFeatured" && result.error !== "notMarketplace") return failure(result.error);
    const t = await getTranslations("adminCouponBanners.errors");
    return failure(result.error, { couponId: t(result.error) });
  }
  expireTags([COUPON_BANNERS_CACHE_TAG]);
  return { ok: true } satisfies CouponBannerActionResult;
}

async function parseForm(values: unknown) {
  const parsed = validateCouponBannerForm(values);
  if (parsed.ok) return parsed;
  const t = await getTranslations("adminCouponBanners.form.errors");
  const fieldErrors: CouponBannerFormErrors = {};
  for (const [field, key] of Object.entries(parsed.fieldErrors) as [CouponBannerField, string][]) {
    fieldErrors[field] = t(key);
  }
  return { ok: false as const, fieldErrors };
}

/** 'Adicionar cupom': a marketplace coupon on the home, in the first free position. */
export async function createCouponBanner(values: unknown): Promise<CouponBannerActionResult> {
  const denied = await refused();
  if (denied) return denied;
  const parsed = await parseForm(values);
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  return write((client) => insertCouponBanner(client, couponBannerRow(parsed.data)));
}

/** Editar: the banner's title and subtitle (its coupon stays). */
export async function editCouponBanner(id: string, values: unknown): Promise<CouponBannerActionResult> {
  const denied = await refused();
  if (denied) return denied;
  if (!couponId.safeParse(id).success) return failure("invalid");
  const typed = typeof values === "object" && values !== null ? values : {};
  const parsed = await parseForm({ ...typed, couponId: id });
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  const { titulo, subtitulo } = couponBannerRow(parsed.data);
  return write((client) => updateCouponBanner(client, id, { titulo, subtitulo }));
}

/** Remover, after the confirmation: the coupon itself stays valid at checkout, only its banner goes. */
export async function removeCouponBanner(id: string): Promise<CouponBannerActionResult> {
  const denied = await refused();
  if (denied) return denied;
  if (!couponId.safeParse(id).success) return failure("invalid");
  return write((client) => deleteCouponBanner(client, id));
}

/** The arrows: the banner to `to` (1 to 6), swapping with the one there. */
export async function moveCouponBanner(id: string, to: number): Promise<CouponBannerActionResult> {
  const denied = await refused();
  if (denied) return denied;
  if (!couponId.safeParse(id).success || !position.safeParse(to).success) return failure("invalid");
  return write((client) => moveRow(client, id, to));
}
