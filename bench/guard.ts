/**
 * What the request guard costs, measured directly (there is no switch to turn it off):
 * - `decideRoute`, the pure decision, in-process: nanoseconds per decision over the route table;
 * - proxy.ts alone, over HTTP: requests it answers itself with a redirect before any rendering, as a
 *   visitor (/customer → /login) and as a signed-in cliente (/admin → /customer, which verifies the token);
 * - a page behind it, as a visitor and signed in, and how many auth-server requests ten signed-in page
 *   views make (expected 0: getClaims verifies the ES256 token against the cached JWKS).
 * Needs a production build. Alone: `npx tsx bench/guard.ts`.
 */
import { performance } from "node:perf_hooks";

import { createServerClient } from "@supabase/ssr";

import { decideRoute, type GuardClaims } from "../lib/auth/guard";
import { ACCOUNT_TYPES } from "../lib/auth/types";
import { AREA_NAV } from "../lib/nav";
import { clientOptions } from "../lib/supabase/client-options";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../supabase/embedded/keys";
import { HOST, loadTest, runStandalone, startAppServer, type Figures, type Load } from "./server";

export type GuardBenchOptions = { page?: string; duration?: number; connections?: number };

/** A real sign-in against the embedded backend; returns the Cookie header @supabase/ssr would set. */
async function signedInCookie(backendPort: number): Promise<string> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(`http://${HOST}:${backendPort}`, LOCAL_PUBLISHABLE_KEY, {
    ...clientOptions,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) =>
        cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await supabase.auth.signInWithPassword({
    email: "cliente@vitrine.example",
    password: "vitrine123",
  });
  if (error) throw error;
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

async function authRequestsForTenViews(base: string, backendPort: number, cookie: string): Promise<number> {
  const stats = `http://${HOST}:${backendPort}/__vitrine/stats`;
  const secret = { apikey: LOCAL_SECRET_KEY, authorization: `Bearer ${LOCAL_SECRET_KEY}` };
  await (await fetch(`${base}/customer`, { headers: { cookie } })).text(); // warm-up: the one JWKS fetch
  await fetch(`${stats}/reset`, { method: "POST", headers: secret });
  for (let view = 0; view < 10; view += 1) {
    const response = await fetch(`${base}/customer`, { headers: { cookie }, redirect: "manual" });
    if (response.status !== 200) throw new Error(`visualização autenticada respondeu ${response.status}`);
    await response.text();
  }
  const snapshot = (await (await fetch(stats, { headers: secret })).json()) as { byPrefix: { auth: number } };
  return snapshot.byPrefix.auth;
}

/** Nanoseconds per `decideRoute` call over every menu route, for a visitor and every account type. */
function decideRouteCost(rounds = 20_000): number {
  const paths = [...Object.values(AREA_NAV).flatMap((links) => links.map((link) => link.href)), "/", "/cart"];
  const claims: GuardClaims[] = [null, ...ACCOUNT_TYPES.map((tipo_conta) => ({ tipo_conta }))];
  let decisions = 0;
  const start = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths) for (const claim of claims) if (decideRoute(path, claim).action) decisions += 1;
  }
  return Math.round(((performance.now() - start) * 1e6) / decisions);
}

export async function benchGuard(opts: GuardBenchOptions = {}): Promise<Figures> {
  const { page = "/", duration = 8, connections = 20 } = opts;
  const load: Load = { connections, duration };
  const decisionNs = decideRouteCost();
  const server = await startAppServer();
  try {
    const cookie = await signedInCookie(server.backendPort);
    const authCalls = await authRequestsForTenViews(server.baseUrl, server.backendPort, cookie);
    const proxyVisitor = await loadTest(`${server.baseUrl}/customer`, { ...load, redirects: true });
    const proxySignedIn = await loadTest(`${server.baseUrl}/admin`, {
      ...load,
      redirects: true,
      headers: { cookie },
    });
    const visitor = await loadTest(`${server.baseUrl}${page}`, load);
    const signedIn = await loadTest(`${server.baseUrl}${page}`, { ...load, headers: { cookie } });
    return {
      "decideRoute (ns por decisão)": decisionNs,
      "proxy sozinho, visitante /customer → /login req/s": proxyVisitor.rps,
      "proxy sozinho, visitante p99 (ms)": proxyVisitor.p99,
      "proxy sozinho, cliente /admin → /customer req/s": proxySignedIn.rps,
      "proxy sozinho, cliente p99 (ms)": proxySignedIn.p99,
      página: page,
      "visitante req/s": visitor.rps,
      "visitante p99 (ms)": visitor.p99,
      "autenticado req/s": signedIn.rps,
      "autenticado p99 (ms)": signedIn.p99,
      "falhas (erros, não-2xx inesperados)":
        proxyVisitor.failed + proxySignedIn.failed + visitor.failed + signedIn.failed,
      "requisições ao Auth em 10 visualizações autenticadas": authCalls,
    };
  } finally {
    server.stop();
  }
}

runStandalone(import.meta.url, benchGuard);
