import { NextResponse } from "next/server";

import { isBackendUnavailable } from "@/lib/auth/backend-unavailable";
import { getCurrentUser } from "@/lib/auth/session";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/server/unavailable-page";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * The signed-in in-app user (product.md §3) for the storefront header, so public pages stay fully static. It
 * carries no token: the session itself stays in HttpOnly cookies, refreshed by proxy.ts. A session ended
 * by 'Sair' is no user here, even from a copied cookie (lib/auth/live-session.ts). When the backend does
 * not answer: 503 with no user, and the header shows the visitor.
 */
export async function GET() {
  try {
    const user = await getCurrentUser();
    return NextResponse.json({ user }, { headers: NO_STORE });
  } catch (error) {
    if (!isBackendUnavailable(error)) throw error;
    return NextResponse.json(
      { user: null },
      { status: 503, headers: { ...NO_STORE, "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
    );
  }
}
