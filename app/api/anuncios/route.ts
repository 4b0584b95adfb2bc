import { NextResponse } from "next/server";

import { readEligibleAds } from "@/lib/data/ad-slot";

/**
 * The ads the home's banner slot rotates among (its client island asks after the page loaded, so the home
 * stays prerendered). No figures and no target URLs: a click goes through /api/anuncios/[id]/clique.
 */
export async function GET() {
  try {
    const ads = await readEligibleAds();
    return NextResponse.json(
      { ads },
      // browsers ask every time; a CDN may keep it half a minute
      { headers: { "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=60" } },
    );
  } catch {
    // the slot shows the Vitrine's own promotion instead
    return NextResponse.json({ ads: [] }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
