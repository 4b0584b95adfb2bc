import type { SupabaseClient } from "@supabase/supabase-js";

import type { AdDraft } from "@/lib/advertiser/ad-form";
import { CAMPAIGN_DB_STATUS } from "@/lib/advertiser/campaign-status";
import type { CampaignDraft } from "@/lib/advertiser/campaign-form";
import type { Database } from "@/lib/supabase/database.types";

/**
 * The advertiser's writes, through a client signed in as them: row-level security, the tables' checks and
 * the campanhas trigger decide (supabase/migrations/20250901120400_campanhas.sql). The server actions pass
 * the request's client; tests pass a supabase-js one.
 */

type Client = SupabaseClient<Database>;

/** Keys of advertiserCampaigns.saveErrors / advertiserAds.saveErrors. */
export type AdvertiserWriteError =
  "startInPast" | "endInPast" | "finished" | "notFound" | "limitReached" | "invalid" | "unexpected";
export type AdvertiserWriteResult = { ok: true; id: string } | { ok: false; error: AdvertiserWriteError };

const RAISED: Record<string, AdvertiserWriteError> = {
  inicio_no_passado: "startInPast",
  fim_no_passado: "endInPast",
  campanha_finalizada: "finished",
  campanha_nao_encontrada: "notFound",
  status_invalido: "invalid",
  limite_anuncios: "limitReached",
};

/** PostgreSQL's answer as the screens explain it. */
export function advertiserWriteError(error: {
  code?: string | null;
  message?: string | null;
}): AdvertiserWriteError {
  if (error.code === "P0001") return RAISED[error.message ?? ""] ?? "unexpected";
  switch (error.code) {
    case "42501": // insufficient_privilege: not their campaign, or not an advertiser
    case "23503": // foreign_key_violation: the ad's campaign is not theirs
      return "notFound";
    case "23514": // check_violation
    case "22P02": // invalid_text_representation
    case "22007": // invalid_datetime_format
    case "22008": // datetime_field_overflow
    case "22003": // numeric_value_out_of_range
      return "invalid";
    default:
      return "unexpected";
  }
}

function campaignRow(draft: CampaignDraft) {
  return {
    nome: draft.name,
    orcamento: draft.budget,
    cpc: draft.bid,
    data_inicio: draft.startDate,
    data_fim: draft.endDate,
  };
}

function adRow(draft: AdDraft) {
  return { titulo: draft.title, descricao: draft.description, imagem: draft.image, url_destino: draft.url };
}

async function one(
  query: PromiseLike<{ data: { id: string }[] | null; error: { code?: string; message?: string } | null }>,
): Promise<AdvertiserWriteResult> {
  const { data, error } = await query;
  if (error) return { ok: false, error: advertiserWriteError(error) };
  const id = data?.[0]?.id;
  // RLS hides another advertiser's row: the update matches nothing
  return id ? { ok: true, id } : { ok: false, error: "notFound" };
}

/** 'Nova campanha': active from its start date. */
export function insertCampaign(client: Client, draft: CampaignDraft): Promise<AdvertiserWriteResult> {
  return one(client.from("campanhas").insert(campaignRow(draft)).select("id"));
}

export function updateCampaign(
  client: Client,
  id: string,
  draft: CampaignDraft,
): Promise<AdvertiserWriteResult> {
  return one(client.from("campanhas").update(campaignRow(draft)).eq("id", id).select("id"));
}

/** product.md §4 pause / activate, through public.mudar_status_campanha. */
export async function changeCampaignStatus(
  client: Client,
  id: string,
  status: keyof typeof CAMPAIGN_DB_STATUS,
): Promise<AdvertiserWriteResult> {
  const { error } = await client.rpc("mudar_status_campanha", {
    p_campanha: id,
    p_status: CAMPAIGN_DB_STATUS[status],
  });
  return error ? { ok: false, error: advertiserWriteError(error) } : { ok: true, id };
}

export function insertAd(client: Client, draft: AdDraft): Promise<AdvertiserWriteResult> {
  return one(
    client
      .from("anuncios")
      .insert({ campanha_id: draft.campaignId, ...adRow(draft) })
      .select("id"),
  );
}

/** Edits an ad (its campaign stays); `active` pauses or resumes it. */
export function updateAd(
  client: Client,
  id: string,
  draft: AdDraft,
  active: boolean,
): Promise<AdvertiserWriteResult> {
  return one(
    client
      .from("anuncios")
      .update({ ...adRow(draft), status: active ? "ativo" : "pausado" })
      .eq("id", id)
      .select("id"),
  );
}
