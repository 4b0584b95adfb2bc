import { NextResponse } from "next/server";

import { getCurrentUser } from "@/lib/auth/session";

/**
 * The signed-in in-app user (spec 3) for the storefront header, so public pages stay fully static. It
 * carries no token: the session itself stays in HttpOnly cookies, refreshed by proxy.ts.
 */
export async function GET() {
  const user = await getCurrentUser();
  return NextResponse.json({ user }, { headers: { "Cache-Control": "private, no-store" } });
}
