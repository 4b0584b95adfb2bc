"use server";

import { refresh, updateTag } from "next/cache";
import { z } from "zod";

import {
  validateCampaignForm,
  type CampaignErrorKey,
  type CampaignField,
} from "@/lib/advertiser/campaign-form";
import { campaignToggle, toggledStatus } from "@/lib/advertiser/campaign-status";
import {
  changeCampaignStatus,
  insertCampaign,
  updateCampaign,
  type AdvertiserWriteError,
  type AdvertiserWriteResult,
} from "@/lib/advertiser/campaign-writes";
import { requireAccountType } from "@/lib/data/access";
import { ELIGIBLE_ADS_TAG } from "@/lib/data/ad-slot";
import { advertiserToday, getAdvertiserCampaign } from "@/lib/data/advertiser";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * /advertiser's campaign writes, as the signed-in advertiser: the account type is checked here, RLS, the
 * table's checks and public.mudar_status_campanha decide again. After a save the home's ad list tag is
 * expired (an ad may start or stop showing) and the screen re-reads its data. Errors are catalogue keys.
 */

export type CampaignActionResult =
  | { ok: true; id: string }
  | {
      ok: false;
      error: AdvertiserWriteError;
      fieldErrors?: Partial<Record<CampaignField, CampaignErrorKey>>;
    };

const campaignId = z.uuid();

/** Where a date refusal of the database belongs on the form. */
const FIELD_OF: Partial<Record<AdvertiserWriteError, [CampaignField, CampaignErrorKey]>> = {
  startInPast: ["startDate", "startInPast"],
  endInPast: ["endDate", "endInPast"],
};

async function write(
  run: (client: SupabaseServerClient) => Promise<AdvertiserWriteResult>,
): Promise<CampaignActionResult> {
  let result: AdvertiserWriteResult;
  try {
    result = await run(await createSupabaseServerClient());
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) {
    const field = FIELD_OF[result.error];
    return field ? { ok: false, error: "invalid", fieldErrors: { [field[0]]: field[1] } } : result;
  }
  updateTag(ELIGIBLE_ADS_TAG);
  refresh();
  return result;
}

/** 'Nova campanha': an active campaign from its start date (today or later). */
export async function createCampaign(values: unknown): Promise<CampaignActionResult> {
  await requireAccountType("anunciante");
  const parsed = validateCampaignForm(values, { today: advertiserToday() });
  if (!parsed.ok) return { ok: false, error: "invalid", fieldErrors: parsed.errors };
  return write((client) => insertCampaign(client, parsed.draft));
}

/** 'Editar': name, budget, CPC and dates of a campaign that has not finished. */
export async function editCampaign(id: string, values: unknown): Promise<CampaignActionResult> {
  const user = await requireAccountType("anunciante");
  if (!campaignId.safeParse(id).success) return { ok: false, error: "invalid" };
  const saved = await getAdvertiserCampaign(user, id);
  if (!saved) return { ok: false, error: "notFound" };
  if (saved.status === "finished") return { ok: false, error: "finished" };
  const parsed = validateCampaignForm(values, { today: advertiserToday(), savedStart: saved.startDate });
  if (!parsed.ok) return { ok: false, error: "invalid", fieldErrors: parsed.errors };
  return write((client) => updateCampaign(client, id, parsed.draft));
}

/** product.md §4: pauses an active campaign, activates a paused one; a finished one stays finished. */
export async function toggleCampaign(id: string): Promise<CampaignActionResult> {
  const user = await requireAccountType("anunciante");
  if (!campaignId.safeParse(id).success) return { ok: false, error: "invalid" };
  const saved = await getAdvertiserCampaign(user, id);
  if (!saved) return { ok: false, error: "notFound" };
  const toggle = campaignToggle(saved.status);
  if (!toggle) return { ok: false, error: "finished" };
  return write((client) => changeCampaignStatus(client, id, toggledStatus(toggle)));
}
