import { type NextRequest } from "next/server";

import { countImpression } from "@/lib/data/ad-slot";

/**
 * The banner's beacon: the ad was at least half visible in page view `?v=`. Counted once per view and
 * within each address's hourly bounds (public.registrar_impressao); a beacon from another site counts
 * nothing. Always 204: the page has nothing to do with the answer.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const site = request.headers.get("sec-fetch-site");
  if (site === null || site === "same-origin") {
    await countImpression(id, request.nextUrl.searchParams.get("v"), request.headers).catch(() => false);
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
