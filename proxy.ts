import { NextResponse, type NextRequest } from "next/server";

import { decideActionRequest } from "@/lib/auth/action-guard";
import { decideRoute, NOT_FOUND_PATH } from "@/lib/auth/guard";
import { getOrderOwner } from "@/lib/data/orders";
import { orderViewerFor } from "@/lib/data/viewer";
import { isForeignOrMalformedOrder } from "@/lib/orders/order-route-guard";
import { isHomeSearch, SEARCH_ROUTE } from "@/lib/store/home-params";
import { redirectWithSession, rewriteWithSession, updateSession } from "@/lib/supabase/proxy";

/**
 * Request guard (spec 2): refresh the Supabase session, then apply the one pure route decision.
 * Every private page checks its viewer again on the server (lib/data/access.ts): a first line, never the only one.
 */
export async function proxy(request: NextRequest) {
  // Server actions Next.js would answer with a 500 (foreign Origin, oversize body) get their 4xx here.
  const refused = decideActionRequest({
    method: request.method,
    action: request.headers.get("next-action"),
    origin: request.headers.get("origin"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    contentLength: request.headers.get("content-length"),
  });
  if (refused) return NextResponse.json({ error: refused.code }, { status: refused.status });

  const { response, claims } = await updateSession(request);
  const decision = decideRoute(request.nextUrl.pathname, claims, request.nextUrl.search);
  if (decision.action === "redirect") return redirectWithSession(request, decision.to, response);
  // An order that is not the viewer's, or a malformed id, is a real 404 before anything renders.
  const type = claims?.tipo_conta ?? null;
  const viewer = type ? orderViewerFor(type) : null;
  if (isForeignOrMalformedOrder(request.nextUrl.pathname, viewer, getOrderOwner))
    return rewriteWithSession(request, NOT_FOUND_PATH, response);
  // spec 5: a search stays at "/?q=…" but is rendered by the dynamic /busca; "/" itself stays static
  if (isHomeSearch(request.nextUrl.pathname, request.nextUrl.searchParams))
    return rewriteWithSession(request, SEARCH_ROUTE, response);
  return response;
}

export const config = {
  matcher: [
    // every page and server action; not build assets, image optimisation, icons, metadata files or
    // any path ending in a file extension (public/ files)
    "/((?!_next/static|_next/image|favicon.ico|icon.svg|apple-icon.png|sitemap.xml|robots.txt|images/|.*\\.[a-zA-Z0-9]+$).*)",
  ],
};
