import { NextResponse, type NextRequest } from "next/server";

import { countClick } from "@/lib/data/ad-slot";

/**
 * A click on a banner: counts it (once per page view `?v=`, charged to the campaign) and sends the visitor
 * to the ad's own stored URL. Nothing in the request chooses the destination (no open redirect); an
 * unknown ad goes to the home.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const target = await countClick(id, request.nextUrl.searchParams.get("v"), request.headers).catch(
    () => null,
  );
  const response = NextResponse.redirect(target ?? new URL("/", request.url), 302);
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}
