/**
 * What the request guard (proxy.ts) costs: req/s on one page as a visitor, as a signed-in cliente, and
 * with the guard bypassed (VITRINE_BENCH_BYPASS_GUARD=1, bench only), plus how many auth-server requests
 * ten signed-in page views make (expected 0: getClaims verifies the ES256 token against the cached JWKS).
 * Needs a production build. Alone: `npx tsx bench/guard.ts`.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

import { createServerClient } from "@supabase/ssr";

import { clientOptions } from "../lib/supabase/client-options";
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/embedded/keys";

export type GuardBenchOptions = {
  page?: string;
  port?: number;
  backendPort?: number;
  bypassPort?: number;
  bypassBackendPort?: number;
  duration?: number;
  connections?: number;
};

type Server = { child: ChildProcess; output: () => string };

const run = promisify(execFile);
const HOST = "127.0.0.1";

function startServer(port: number, backendPort: number, extraEnv: Record<string, string> = {}): Server {
  const child = spawn("node", ["scripts/with-backend.mjs", "next", "start", "-p", String(port), "-H", HOST], {
    detached: true, // its own process group, stopped as a whole
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: `http://${HOST}:${port}`,
      VITRINE_BACKEND_PORT: String(backendPort),
      VITRINE_DATA_DIR: "memory",
      ...extraEnv,
    },
  });
  let log = "";
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => log };
}

function stopServer({ child }: Server): void {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
}

async function waitUntilUp(server: Server, url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`servidor não respondeu em ${url}:\n${server.output()}`);
}

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

async function load(url: string, options: Required<GuardBenchOptions>, cookie?: string) {
  const args = ["node_modules/autocannon/autocannon.js", "-j", "-c", String(options.connections)];
  args.push("-d", String(options.duration), ...(cookie ? ["-H", `cookie=${cookie}`] : []), url);
  const { stdout } = await run("node", args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
  };
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
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

export async function benchGuard(opts: GuardBenchOptions = {}): Promise<Record<string, string | number>> {
  const options: Required<GuardBenchOptions> = {
    page: "/",
    port: 3290,
    backendPort: 54590,
    bypassPort: 3291,
    bypassBackendPort: 54591,
    duration: 8,
    connections: 20,
    ...opts,
  };
  const base = `http://${HOST}:${options.port}`;
  const bypassBase = `http://${HOST}:${options.bypassPort}`;
  const guarded = startServer(options.port, options.backendPort);
  const bypassed = startServer(options.bypassPort, options.bypassBackendPort, {
    VITRINE_BENCH_BYPASS_GUARD: "1",
  });
  try {
    await Promise.all([
      waitUntilUp(guarded, `${base}/robots.txt`),
      waitUntilUp(bypassed, `${bypassBase}/robots.txt`),
    ]);
    const cookie = await signedInCookie(options.backendPort);
    const authCalls = await authRequestsForTenViews(base, options.backendPort, cookie);
    const visitor = await load(`${base}${options.page}`, options);
    const signedIn = await load(`${base}${options.page}`, options, cookie);
    const bypass = await load(`${bypassBase}${options.page}`, options);
    return {
      página: options.page,
      "visitante req/s": visitor.rps,
      "visitante p99 (ms)": visitor.p99,
      "autenticado req/s": signedIn.rps,
      "autenticado p99 (ms)": signedIn.p99,
      "sem guarda (bypass) req/s": bypass.rps,
      "sem guarda p99 (ms)": bypass.p99,
      "respostas não-2xx": visitor.non2xx + signedIn.non2xx + bypass.non2xx,
      "requisições ao Auth em 10 visualizações autenticadas": authCalls,
    };
  } finally {
    stopServer(guarded);
    stopServer(bypassed);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchGuard().then(
    (figures) => {
      console.table(Object.entries(figures).map(([medida, valor]) => ({ medida, valor })));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
