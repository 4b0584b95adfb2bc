import { NextResponse } from "next/server";

import { isBackendUnavailable } from "@/lib/auth/backend-unavailable";
import { getRealtimeAccess } from "@/lib/auth/realtime-access";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/server/unavailable-page";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * The access a live screen's Realtime socket needs (lib/realtime/access.ts): 401 for a visitor, 503 when the
 * session cannot be checked. Never cached: it carries the user's access token.
 */
export async function GET() {
  try {
    const access = await getRealtimeAccess();
    if (!access) return NextResponse.json({ error: "unauthorized" }, { status: 401, headers: NO_STORE });
    return NextResponse.json(access, { headers: NO_STORE });
  } catch (error) {
    if (!isBackendUnavailable(error)) throw error;
    return NextResponse.json(
      { error: "unavailable" },
      { status: 503, headers: { ...NO_STORE, "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
    );
  }
}
