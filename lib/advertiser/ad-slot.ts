import type { PublicAd } from "@/lib/advertiser/types";

/** The home's banner slot, on the browser side: what /api/anuncios answers and where the banner points. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AD_IMAGE = /^\/images\/ads\/[a-z0-9-]+\.(svg|png|jpg|webp)$/;

function isPublicAd(value: unknown): value is PublicAd {
  if (typeof value !== "object" || value === null) return false;
  const ad = value as Record<string, unknown>;
  return (
    typeof ad.id === "string" &&
    UUID.test(ad.id) &&
    typeof ad.title === "string" &&
    ad.title.length > 0 &&
    typeof ad.description === "string" &&
    (ad.image === null || (typeof ad.image === "string" && AD_IMAGE.test(ad.image)))
  );
}

/** The ads of a /api/anuncios answer; anything unexpected is left out (the slot then keeps the promo). */
export function adsOf(body: unknown): PublicAd[] {
  const ads = (body as { ads?: unknown } | null)?.ads;
  return Array.isArray(ads) ? ads.filter(isPublicAd) : [];
}

/** One ad per page view, drawn among the eligible ones (`random` in [0, 1)); null when there is none. */
export function pickAd<T>(ads: readonly T[], random: number): T | null {
  if (ads.length === 0) return null;
  const index = Math.min(ads.length - 1, Math.floor(Math.max(0, random) * ads.length));
  return ads[index] ?? null;
}

/** The ad drawn for one page view, and the view's id (drawn in the browser, per visit). */
export type DrawnAd = { ad: PublicAd; viewId: string };

/**
 * Asks /api/anuncios for the eligible ads and draws one for this page view; null when there is none. The home's
 * slot imports this after the page loaded (components/store/ad-slot.tsx), so it is not in the first load.
 */
export async function drawAd(signal: AbortSignal): Promise<DrawnAd | null> {
  const response = await fetch("/api/anuncios", { signal });
  const ad = pickAd(adsOf(response.ok ? await response.json() : null), Math.random());
  return ad ? { ad, viewId: crypto.randomUUID() } : null;
}

/** The banner's link: the click route counts it and sends the visitor on to the ad's own URL. */
export function adClickHref(adId: string, viewId: string): string {
  return `/api/anuncios/${adId}/clique?v=${encodeURIComponent(viewId)}`;
}

/** Where the banner's beacon goes once it was seen. */
export function adImpressionUrl(adId: string, viewId: string): string {
  return `/api/anuncios/${adId}/impressao?v=${encodeURIComponent(viewId)}`;
}

/** product.md: an ad counts as seen when at least half of it is on screen. */
export const SEEN_RATIO = 0.5;
