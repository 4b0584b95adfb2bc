/**
 * Load: 50 connections for 20 s on `/`, a store page and a product page, while 10 connections sign in
 * at the embedded backend (each request from its own address, named as the app names it, with the
 * forwarding secret as proof, so the shipped rate limit applies and is not what is measured); meanwhile a few sign-ins go through the app (the
 * login form posted without JavaScript) and must stay under 1 s.
 * Needs a production build. Alone: `npx tsx bench/load.ts`.
 */
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";

import { loginFormFields } from "../e2e/support/login-form";
import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { products } from "../fixtures/products";
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/embedded/keys";
import { HOST, runStandalone, startAppServer, type Figures } from "./server";

const PAGE_CONNECTIONS = 50;
const SIGN_IN_CONNECTIONS = 10;
const DURATION_S = 20;
const APP_SIGN_INS = 5;
const APP_SIGN_IN_BUDGET_MS = 1_000;
const product = products.find((p) => p.companyId === DEMO_COMPANY_ID && p.available) ?? products[0]!;
const CREDENTIALS = JSON.stringify({ email: "cliente@vitrine.example", password: "vitrine123" });
/** This run's VITRINE_FORWARDING_SECRET, given to the app and its backend: the backend believes a forwarded address only with it. */
const FORWARDING_SECRET = randomBytes(24).toString("base64url");

type Request = { method?: string; path: string; headers?: Record<string, string>; body?: string };
type Result = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  requests: (Request & { setupRequest?: (req: Request) => Request })[];
}) => Promise<Result>;
// autocannon ships no type declarations: load it through require and type the one call used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** A different private-range address for every request, with the app's proof: each is a shopper of its own. */
function anotherShopper(req: Request): Request {
  const n = Math.floor(Math.random() * 65_536);
  const headers = {
    ...req.headers,
    "X-Forwarded-For": `10.9.${n >> 8}.${n & 255}`,
    "X-Vitrine-Forwarding-Secret": FORWARDING_SECRET,
  };
  return { ...req, headers };
}

/** One sign-in through the app's server action; the time of the POST alone, and whether it signed in. */
type AppSignIn = { ms: number; ok: boolean; status: number };

async function appSignIn(baseUrl: string, fields: [string, string][]): Promise<AppSignIn> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.append("identifier", "cliente@vitrine.example");
  body.append("password", "vitrine123");
  const started = performance.now();
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: baseUrl },
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  const ok = response.status === 303 && (response.headers.get("location") ?? "").includes("/customer");
  return { ms, ok, status: response.status };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchLoad(): Promise<Figures> {
  const server = await startAppServer({ VITRINE_FORWARDING_SECRET: FORWARDING_SECRET });
  try {
    const fields = loginFormFields(await (await fetch(`${server.baseUrl}/login`)).text());
    // If this fails the form's shape changed: the load still runs, the figures say the login failed.
    const warm = await appSignIn(server.baseUrl, fields);
    const pages = autocannon({
      url: server.baseUrl,
      connections: PAGE_CONNECTIONS,
      duration: DURATION_S,
      requests: [{ path: "/" }, { path: `/company/${DEMO_COMPANY_ID}` }, { path: `/product/${product.id}` }],
    });
    const signIns = autocannon({
      url: `http://${HOST}:${server.backendPort}`,
      connections: SIGN_IN_CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: "POST",
          path: "/auth/v1/token?grant_type=password",
          headers: { apikey: LOCAL_PUBLISHABLE_KEY, "content-type": "application/json" },
          body: CREDENTIALS,
          setupRequest: anotherShopper,
        },
      ],
    });
    const during: AppSignIn[] = [];
    await pause(5_000);
    for (let i = 0; i < APP_SIGN_INS; i += 1) {
      during.push(await appSignIn(server.baseUrl, fields));
      await pause(2_000);
    }
    const [page, signIn] = await Promise.all([pages, signIns]);
    const slowest = Math.round(Math.max(...during.map((s) => s.ms)));
    return {
      "páginas req/s (/, loja, produto; 50 conexões, 20 s)": Math.round(page.requests.average),
      "páginas p99 (ms)": page.latency.p99,
      "páginas erros (conexão, timeout)": page.errors + page.timeouts,
      "páginas não-2xx": page.non2xx,
      "logins no backend req/s (10 conexões)": Math.round(signIn.requests.average),
      "logins no backend p99 (ms)": signIn.latency.p99,
      "logins no backend erros (conexão, timeout)": signIn.errors + signIn.timeouts,
      "logins no backend não-2xx": signIn.non2xx,
      "login pelo app sem carga (ms; HTTP)": `${Math.round(warm.ms)}; ${warm.status}${warm.ok ? "" : " FALHOU"}`,
      [`login pelo app durante a carga, pior de ${APP_SIGN_INS} (ms)`]: slowest,
      "login pelo app durante a carga: entrou": `${during.filter((s) => s.ok).length}/${APP_SIGN_INS}`,
      "login pelo app durante a carga < 1 s": slowest < APP_SIGN_IN_BUDGET_MS ? "sim" : "NÃO",
    };
  } finally {
    server.stop();
  }
}

runStandalone(import.meta.url, benchLoad);
