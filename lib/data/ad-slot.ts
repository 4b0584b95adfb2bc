import "server-only";

import { createHmac } from "node:crypto";

import { cacheLife, cacheTag } from "next/cache";

import { publicAdFromRow } from "@/lib/advertiser/rows";
import type { PublicAd } from "@/lib/advertiser/types";
import { env } from "@/lib/env";
import { isUuid } from "@/lib/schema/primitives";
import { clientAddress } from "@/lib/supabase/client-address";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { createPublicClient } from "@/lib/supabase/public";
import { currentRequest } from "@/lib/server/request-context";

/**
 * The home's ad slot: the eligible ads a visitor may see (a public read, cached briefly under a tag every
 * campaign or ad save expires) and the counting calls of its routes. Counting runs with the secret key:
 * the functions that count take the visitor's address (hashed), which only the server can vouch for.
 */

/** Tag to pass to updateTag after a campaign or an ad changes. */
export const ELIGIBLE_ADS_TAG = "anuncios-elegiveis";

/** At most 20 eligible ads in a random order (public.anuncios_elegiveis); a failed read throws, never cached. */
export async function readEligibleAds(): Promise<PublicAd[]> {
  "use cache";
  // budgets run out and days end without a save: never older than a minute
  cacheLife({ stale: 30, revalidate: 30, expire: 60 });
  cacheTag(ELIGIBLE_ADS_TAG);
  const { data, error } = await createPublicClient().rpc("anuncios_elegiveis");
  if (error) throw new Error(`Falha ao carregar os anúncios: ${error.message}`);
  return (data ?? []).map(publicAdFromRow);
}

/** The visitor's address as a keyed hash: enough to bound one address, useless to find it again. */
function originOf(headers: Headers): string {
  const address =
    clientAddress(headers, currentRequest()?.socketAddress ?? null, process.env) ?? "desconhecida";
  const key = env().supabaseSecretKey ?? "vitrine";
  return createHmac("sha256", key).update(address).digest("hex").slice(0, 32);
}

/** Counts one impression of `adId` in page view `viewId`; false when not counted or counting is off. */
export async function countImpression(
  adId: string,
  viewId: string | null,
  headers: Headers,
): Promise<boolean> {
  if (!isUuid(adId) || !isUuid(viewId) || !env().supabaseSecretKey) return false;
  const { data, error } = await createSupabaseAdminClient().rpc("registrar_impressao", {
    p_anuncio: adId,
    p_visualizacao: viewId,
    p_origem: originOf(headers),
  });
  return !error && data === true;
}

/**
 * A click on `adId` in page view `viewId`: counted once per view, and the ad's own stored URL (null for an
 * unknown ad). The address a click goes to never comes from the request.
 */
export async function countClick(
  adId: string,
  viewId: string | null,
  headers: Headers,
): Promise<string | null> {
  if (!isUuid(adId)) return null;
  const client = env().supabaseSecretKey ? createSupabaseAdminClient() : null;
  if (!client) return null;
  const { data, error } = await client.rpc("registrar_clique", {
    p_anuncio: adId,
    p_visualizacao: isUuid(viewId) ? viewId : null,
    p_origem: originOf(headers),
  } as { p_anuncio: string; p_visualizacao: string; p_origem: string });
  if (error || typeof data !== "string") return null;
  return data;
}
