"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
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
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { expireTags } from "@/lib/server/expire-tags";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * /advertiser's campaign writes, as the signed-in advertiser: the account type is checked here, RLS, the
 * table's checks and public.mudar_status_campanha decide again. After a save the home's ad list tag is
 * expired (an ad may start or stop showing) and the screen re-reads its data. Messages are in Portuguese.
 */

export type CampaignActionResult = FormResult<CampaignField>;

/** A refusal as the form shows it: the field errors with their summary, or the save error alone. */
async function failure(
  error: AdvertiserWriteError,
  fieldErrors?: Partial<Record<CampaignField, CampaignErrorKey>>,
): Promise<CampaignActionResult> {
  const t = await getTranslations("advertiserCampaigns");
  if (!fieldErrors) return formFailure(t(`saveErrors.${error}`));
  const messages: Partial<Record<CampaignField, string>> = {};
  for (const [field, key] of Object.entries(fieldErrors) as [CampaignField, CampaignErrorKey][]) {
    messages[field] = t(`form.errors.${key}`);
  }
  return formFailure(t("form.invalid"), { fieldErrors: messages });
}

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
    return field ? failure("invalid", { [field[0]]: field[1] }) : failure(result.error);
  }
  expireTags([ELIGIBLE_ADS_TAG]);
  refresh();
  return formSuccess();
}

/** 'Nova campanha': an active campaign from its start date (today or later). */
export async function createCampaign(values: unknown): Promise<CampaignActionResult> {
  await requireAccountType("anunciante");
  const parsed = validateCampaignForm(values, { today: advertiserToday() });
  if (!parsed.ok) return failure("invalid", parsed.errors);
  return write((client) => insertCampaign(client, parsed.draft));
}

/** 'Editar': name, budget, CPC and dates of a campaign that has not finished. */
export async function editCampaign(id: string, values: unknown): Promise<CampaignActionResult> {
  const user = await requireAccountType("anunciante");
  if (!campaignId.safeParse(id).success) return failure("invalid");
  const saved = await getAdvertiserCampaign(user, id);
  if (!saved) return failure("notFound");
  if (saved.status === "finished") return failure("finished");
  const parsed = validateCampaignForm(values, { today: advertiserToday(), savedStart: saved.startDate });
  if (!parsed.ok) return failure("invalid", parsed.errors);
  return write((client) => updateCampaign(client, id, parsed.draft));
}

/** product.md §4: pauses an active campaign, activates a paused one; a finished one stays finished. */
export async function toggleCampaign(id: string): Promise<CampaignActionResult> {
  const user = await requireAccountType("anunciante");
  if (!campaignId.safeParse(id).success) return failure("invalid");
  const saved = await getAdvertiserCampaign(user, id);
  if (!saved) return failure("notFound");
  const toggle = campaignToggle(saved.status);
  if (!toggle) return failure("finished");
  return write((client) => changeCampaignStatus(client, id, toggledStatus(toggle)));
}
