"use server";

import { refresh, updateTag } from "next/cache";
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
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * /advertiser/ads' writes, as the signed-in advertiser: a new ad needs a campaign of theirs that has not
 * finished and a free place in the plan (maxAds; the anuncios trigger decides again). Errors are keys of
 * advertiserAds.saveErrors / advertiserAds.form.errors.
 */

export type AdActionResult =
  | { ok: true; id: string }
  | { ok: false; error: AdvertiserWriteError; fieldErrors?: Partial<Record<AdField, AdErrorKey>> };

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
  if (!result.ok) return result;
  updateTag(ELIGIBLE_ADS_TAG);
  refresh();
  return result;
}

/** 'Novo anúncio' in one of the advertiser's running or paused campaigns. */
export async function createAd(values: unknown): Promise<AdActionResult> {
  const user = await requireAccountType("anunciante");
  const parsed = validateAdForm(values);
  if (!parsed.ok) return { ok: false, error: "invalid", fieldErrors: parsed.errors };
  const { campaigns, canAdd } = await getAdvertiserAds(user);
  if (!campaigns.some((campaign) => campaign.id === parsed.draft.campaignId)) {
    return { ok: false, error: "invalid", fieldErrors: { campaignId: "campaignRequired" } };
  }
  if (!canAdd) return { ok: false, error: "limitReached" };
  return write((client) => insertAd(client, parsed.draft));
}

/** 'Editar': title, text, picture and URL; `active` pauses or resumes the ad. */
export async function editAd(id: string, values: unknown, active: unknown): Promise<AdActionResult> {
  await requireAccountType("anunciante");
  if (!adId.safeParse(id).success || typeof active !== "boolean") return { ok: false, error: "invalid" };
  const parsed = validateAdForm(values);
  if (!parsed.ok) return { ok: false, error: "invalid", fieldErrors: parsed.errors };
  return write((client) => updateAd(client, id, parsed.draft, active));
}
