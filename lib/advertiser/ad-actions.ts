"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { validateAdForm, type AdErrorKey, type AdField } from "@/lib/advertiser/ad-form";
import {
  insertAd,
  updateAd,
  type AdvertiserWriteError,
  type AdvertiserWriteResult,
} from "@/lib/advertiser/campaign-writes";
import { requireAccountType } from "@/lib/data/access";
import { ELIGIBLE_ADS_TAG } from "@/lib/data/ad-slot";
import { getAdvertiserAds } from "@/lib/data/advertiser";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { expireTags } from "@/lib/server/expire-tags";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * /advertiser/ads' writes, as the signed-in advertiser: a new ad needs a campaign of theirs that has not
 * finished and a free place in the plan (maxAds; the anuncios trigger decides again). Messages are in
 * Portuguese.
 */

export type AdActionResult = FormResult<AdField>;

/** A refusal as the form shows it: the field errors with their summary, or the save error alone. */
async function failure(
  error: AdvertiserWriteError,
  fieldErrors?: Partial<Record<AdField, AdErrorKey>>,
): Promise<AdActionResult> {
  const t = await getTranslations("advertiserAds");
  if (!fieldErrors) return formFailure(t(`saveErrors.${error}`));
  const messages: Partial<Record<AdField, string>> = {};
  for (const [field, key] of Object.entries(fieldErrors) as [AdField, AdErrorKey][]) {
    messages[field] = t(`form.errors.${key}`);
  }
  return formFailure(t("form.invalid"), { fieldErrors: messages });
}

const adId = z.uuid();

async function write(
  run: (client: SupabaseServerClient) => Promise<AdvertiserWriteResult>,
): Promise<AdActionResult> {
  let result: AdvertiserWriteResult;
  try {
    result = await run(await createSupabaseServerClient());
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) return failure(result.error);
  expireTags([ELIGIBLE_ADS_TAG]);
  refresh();
  return formSuccess();
}

/** 'Novo anúncio' in one of the advertiser's running or paused campaigns. */
export async function createAd(values: unknown): Promise<AdActionResult> {
  const user = await requireAccountType("anunciante");
  const parsed = validateAdForm(values);
  if (!parsed.ok) return failure("invalid", parsed.errors);
  const { campaigns, canAdd } = await getAdvertiserAds(user);
  if (!campaigns.some((campaign) => campaign.id === parsed.draft.campaignId)) {
    return failure("invalid", { campaignId: "campaignRequired" });
  }
  if (!canAdd) return failure("limitReached");
  return write((client) => insertAd(client, parsed.draft));
}

/** 'Editar': title, text, picture and URL; `active` pauses or resumes the ad. */
export async function editAd(id: string, values: unknown, active: unknown): Promise<AdActionResult> {
  await requireAccountType("anunciante");
  if (!adId.safeParse(id).success || typeof active !== "boolean") return failure("invalid");
  const parsed = validateAdForm(values);
  if (!parsed.ok) return failure("invalid", parsed.errors);
  return write((client) => updateAd(client, id, parsed.draft, active));
}
