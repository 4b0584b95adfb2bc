import { NextResponse, type NextRequest, type ProxyConfig } from "next/server";

import { decideActionRequest } from "@/lib/auth/action-guard";
import { NOT_FOUND_PATH } from "@/lib/auth/guard";
import { decideSessionRoute } from "@/lib/auth/session-route";
import { canOpenOrder } from "@/lib/data/orders";
import { searchPageExists } from "@/lib/data/search-pages";
import { createPublicClient } from "@/lib/supabase/public";
import { decideOrderRoute } from "@/lib/orders/order-route-guard";
import { unavailableResponse } from "@/lib/server/unavailable-page";
import {
  isHomeSearch,
  isImpossibleResultsPage,
  parseHomeSearch,
  SEARCH_ROUTE,
  type HomeParams,
} from "@/lib/store/home-params";
import {
  redirectWithSession,
  rewriteWithSession,
  updateSession,
  type ProxySupabaseClient,
} from "@/lib/supabase/proxy";

/**
 * Request guard (product.md §2): refresh and check the Supabase session, then apply the one pure route decision;
 * a public page whose session cannot be checked renders for a visitor.
 * Every private page checks its viewer again on the server (lib/data/access.ts): a first line, never the only one.
 */
export async function proxy(request: NextRequest) {
  // POSTs Next.js would answer with a 500 (a foreign or "null" Origin, an oversize action body) get their 4xx here.
  const refused = decideActionRequest({
    method: request.method,
    pathname: request.nextUrl.pathname,
    action: request.headers.get("next-action"),
    contentType: request.headers.get("content-type"),
    origin: request.headers.get("origin"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    contentLength: request.headers.get("content-length"),
  });
  if (refused) return NextResponse.json({ error: refused.code }, { status: refused.status });

  const { response, claims, unavailable, client } = await updateSession(request);
  const decision = decideSessionRoute({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    method: request.method,
    claims,
    unavailable,
  });
  // the backend did not answer: a private page says so once, with HTTP 503, instead of /login and back
  if (decision.action === "unavailable") return unavailableResponse(request.nextUrl);
  if (decision.action === "redirect") return redirectWithSession(request, decision.to, response);
  // An order that is not the viewer's, or a malformed id, is a real 404 before anything renders.
  const order = decideOrderRoute(request.nextUrl.pathname, claims !== null);
  if (order.action === "notFound" || (order.action === "ask" && !(await mayOpen(client, order.orderId))))
    return rewriteWithSession(request, NOT_FOUND_PATH, response);
  // product.md §5: a search stays at "/?q=…" but is rendered by the dynamic /busca; "/" itself stays static.
  // A `pagina` that is not a page of its list is a real 404 here: /busca sends its shell before reading.
  if (isHomeSearch(request.nextUrl.pathname, request.nextUrl.searchParams)) {
    const search = parseHomeSearch(request.nextUrl.searchParams);
    const missing = isImpossibleResultsPage(search) || !(await pageExists(client, search));
    return rewriteWithSession(request, missing ? NOT_FOUND_PATH : SEARCH_ROUTE, response);
  }
  return response;
}

/** A results page past the end of its list is a 404 (lib/data/search-pages.ts); a failed read lets the page decide. */
async function pageExists(client: ProxySupabaseClient | null, search: HomeParams): Promise<boolean> {
  if (search.page === 1) return true;
  try {
    // a visitor has no session client: the storefront's list is the same for everyone (anon under RLS)
    return await searchPageExists(client ?? createPublicClient(), search);
  } catch (error) {
    console.error(error);
    return true;
  }
}

/** One indexed read as the viewer (RLS decides); a failed read lets the page decide again and show its error. */
async function mayOpen(client: ProxySupabaseClient | null, orderId: string): Promise<boolean> {
  if (!client) return true;
  try {
    return await canOpenOrder(client, orderId);
  } catch {
    return true;
  }
}

/**
 * The proxy runs only where it has work (README: "Quem pergunta, antes de qualquer dado"): a visitor's public
 * page is then served straight from the prerendered cache. Static literals: Next reads them at build time, so
 * tests/auth/proxy-matcher.test.ts keeps them in step with lib/auth/guard.ts and lib/auth/cookies.ts.
 * Every entry still leaves out build assets, image optimisation, icons, metadata files and any path ending
 * in a file extension (public/ files). Next anchors each `has` value as ^…$.
 */
export const config = {
  matcher: [
    // an auth cookie (isAuthCookieName: sb-<ref>-auth-token, chunks .0 .1, the PKCE verifier; the name varies, so
    // the Cookie header) on any page: refresh the session, the signed-in redirects, someone else's order is a 404
    {
      source:
        "/((?!_next/static|_next/image|favicon.ico|icon.svg|apple-icon.png|sitemap.xml|robots.txt|images/|.*\\.[a-zA-Z0-9]+$).*)",
      has: [
        {
          type: "header",
          key: "cookie",
          value: "(?:.*;\\s*)?sb-[^.;=\\s]+-auth-token(?:-code-verifier)?(?:\\.\\d+)?(?:[=;].*)?",
        },
      ],
    },
    // a server action on any page: the Origin and body-size check of lib/auth/action-guard.ts
    {
      source:
        "/((?!_next/static|_next/image|favicon.ico|icon.svg|apple-icon.png|sitemap.xml|robots.txt|images/|.*\\.[a-zA-Z0-9]+$).*)",
      has: [{ type: "header", key: "next-action" }],
    },
    // `has` cannot see an empty Next-Action, which Next still runs as an action (a foreign Origin there would be
    // Next's 500): any Origin, sent by browsers on a POST but never on a same-origin page GET
    {
      source:
        "/((?!_next/static|_next/image|favicon.ico|icon.svg|apple-icon.png|sitemap.xml|robots.txt|images/|.*\\.[a-zA-Z0-9]+$).*)",
      has: [{ type: "header", key: "origin" }],
    },
    // product.md §2: the store's private pages and the areas (isPrivatePath), where a visitor goes to /login
    "/((?!.*\\.[a-zA-Z0-9]+$)(?:checkout|orders|profile|order|customer|advertiser|admin|entregador)(?:/.*)?)",
    // product.md §2: /company itself and its dashboard segments (COMPANY_DASHBOARD_SEGMENTS), never the public store
    // page /company/{companyId}
    "/((?!.*\\.[a-zA-Z0-9]+$)company(?:/(?:change-password|order|produtos|products|pedidos|orders|cupons|relatorios|avisos|config)(?:/.*)?)?)",
    // product.md §5: "/?q=…" and "/?categoria=…" are rewritten to /busca; "/" alone stays the static home
    { source: "/", has: [{ type: "query", key: "q" }] },
    { source: "/", has: [{ type: "query", key: "categoria" }] },
  ],
} satisfies ProxyConfig;
