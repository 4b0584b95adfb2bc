/**
 * What the request guard (proxy.ts) costs: req/s on one page as a visitor, as a signed-in cliente, and
 * with the guard bypassed (VITRINE_BENCH_BYPASS_GUARD=1, bench only), plus how many auth-server requests
 * ten signed-in page views make (expected 0: getClaims verifies the ES256 token against the cached JWKS).
 * Needs a production build. Alone: `npx tsx bench/guard.ts`.
 */
import { createServerClient } from "@supabase/ssr";

import { clientOptions } from "../lib/supabase/client-options";
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/embedded/keys";
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
  await (await fetch(`${base}/customer`, { headers: { cookie } })).text(); // warm-up: the one JWKS fetch
  await fetch(`${stats}/reset`, { method: "POST" });
  for (let view = 0; view < 10; view += 1) {
    const response = await fetch(`${base}/customer`, { headers: { cookie }, redirect: "manual" });
    if (response.status !== 200) throw new Error(`visualização autenticada respondeu ${response.status}`);
    await response.text();
  }
  const snapshot = (await (await fetch(stats)).json()) as { byPrefix: { auth: number } };
  return snapshot.byPrefix.auth;
}

export async function benchGuard(opts: GuardBenchOptions = {}): Promise<Figures> {
  const { page = "/", duration = 8, connections = 20 } = opts;
  const load: Load = { connections, duration };
  const [guarded, bypassed] = await Promise.all([
    startAppServer(),
    startAppServer({ VITRINE_BENCH_BYPASS_GUARD: "1" }),
  ]);
  try {
    const cookie = await signedInCookie(guarded.backendPort);
    const authCalls = await authRequestsForTenViews(guarded.baseUrl, guarded.backendPort, cookie);
    const visitor = await loadTest(`${guarded.baseUrl}${page}`, load);
    const signedIn = await loadTest(`${guarded.baseUrl}${page}`, { ...load, headers: { cookie } });
    const bypass = await loadTest(`${bypassed.baseUrl}${page}`, load);
    return {
      página: page,
      "visitante req/s": visitor.rps,
      "visitante p99 (ms)": visitor.p99,
      "autenticado req/s": signedIn.rps,
      "autenticado p99 (ms)": signedIn.p99,
      "sem guarda (bypass) req/s": bypass.rps,
      "sem guarda p99 (ms)": bypass.p99,
      "falhas (não-2xx, erros)": visitor.failed + signedIn.failed + bypass.failed,
      "requisições ao Auth em 10 visualizações autenticadas": authCalls,
    };
  } finally {
    guarded.stop();
    bypassed.stop();
  }
}

runStandalone(import.meta.url, benchGuard);
