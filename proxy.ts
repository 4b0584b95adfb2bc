import { NextResponse, type NextRequest } from "next/server";

import { decideRoute } from "@/lib/auth/guard";
import { isHomeSearch, SEARCH_ROUTE } from "@/lib/store/home-params";
import { redirectWithSession, rewriteWithSession, updateSession } from "@/lib/supabase/proxy";

/**
 * Request guard (spec 2): refresh the Supabase session, then apply the one pure route decision.
 * Areas check the user themselves too, so this is a first line, never the only one.
 */
export async function proxy(request: NextRequest) {
  // Bench only (bench/guard.ts measures the guard's cost against this): never set in deployments.
  if (process.env.VITRINE_BENCH_BYPASS_GUARD === "1") return NextResponse.next();

  const { response, claims } = await updateSession(request);
  const decision = decideRoute(request.nextUrl.pathname, claims);
  if (decision.action === "redirect") return redirectWithSession(request, decision.to, response);
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
