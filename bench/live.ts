/**
 * Issue 21: how long a change takes to reach the other side's screen, through the app's real path (the status
 * function, the database trigger's broadcast, the Realtime socket, the screen's re-render), on the embedded
 * backend. Two directions, 20 rounds each: the owner's board showing a customer's new order, and the
 * customer's order page showing the store's 'Preparando'. Target: median ≤ 1 s.
 */
import { existsSync } from "node:fs";

import { chromium, type Page } from "@playwright/test";

import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import { orderCode } from "@/lib/orders/history";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@/supabase/embedded/keys";

import { HOST, percentile, startAppServer, type Figures } from "./server";

const ROUNDS = 20;
const TARGET_MS = 1_000;
const PASSWORD = "vitrine123";
const CHROMIUM = [process.env.E2E_CHROMIUM, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find(
  (path) => path && existsSync(path),
);
const bread = products.find(
  (p) => p.companyId === DEMO_COMPANY_ID && p.name === "Pão francês (10 unidades)",
)!;

type Api = { base: string };

async function call(api: Api, path: string, init: { token?: string; method?: string; body?: unknown }) {
  const key = init.token ? LOCAL_PUBLISHABLE_KEY : LOCAL_SECRET_KEY;
  const response = await fetch(`${api.base}${path}`, {
    method: init.method ?? "POST",
    headers: {
      apikey: key,
      Authorization: `Bearer ${init.token ?? LOCAL_SECRET_KEY}`,
      "Content-Type": "application/json",
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

async function tokenOf(api: Api, email: string): Promise<string> {
  const response = await fetch(`${api.base}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function signIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email ou nickname").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

const live = (page: Page) => page.locator('[data-live-status="live"]').waitFor({ timeout: 15_000 });

/** Resolves on the first frame where the page's main content contains `text` (checked every frame). */
function shows(page: Page, text: string) {
  return page.waitForFunction(
    (wanted) => document.querySelector("main")?.textContent?.includes(wanted),
    text,
    {
      polling: "raf",
      timeout: 15_000,
    },
  );
}

export async function benchLive(): Promise<Figures> {
  if (!CHROMIUM) return { pulado: "sem Chromium (apt-get install -y chromium-headless-shell)" };
  const server = await startAppServer();
  const api: Api = { base: `http://${HOST}:${server.backendPort}` };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    // the bakery takes orders at any hour of the run
    const allDay = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
        day,
        { open: "00:00", close: "23:59", closed: false },
      ]),
    );
    await call(api, `/rest/v1/lojas?id=eq.${DEMO_COMPANY_ID}`, {
      method: "PATCH",
      body: { horarios: allDay },
    });
    const [customerToken, ownerToken] = await Promise.all([
      tokenOf(api, "cliente@vitrine.example"),
      tokenOf(api, "empresa@vitrine.example"),
    ]);

    const owner = await (
      await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" })
    ).newPage();
    const customer = await (
      await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" })
    ).newPage();
    await signIn(owner, server.baseUrl, "empresa@vitrine.example");
    await signIn(customer, server.baseUrl, "cliente@vitrine.example");
    await owner.goto(`${server.baseUrl}/company/pedidos`);
    await live(owner);

    const toBoard: number[] = [];
    const toShopper: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      const placed = (await call(api, "/rest/v1/rpc/fazer_pedido", {
        token: customerToken,
        body: {
          p_itens: [{ produto_id: bread.id, quantidade: 1 }],
          p_tipo_entrega: "retirada",
          p_pagamento: "credito",
          p_chave: crypto.randomUUID(),
        },
      })) as { pedidos: { id: string }[] };
      const orderId = placed.pedidos[0]!.id;
      await shows(owner, `Pedido #${orderCode(orderId)}`);
      toBoard.push(performance.now() - started);

      await customer.goto(`${server.baseUrl}/customer/order/${orderId}`);
      await live(customer);
      started = performance.now();
      await call(api, "/rest/v1/rpc/mudar_status_pedido", {
        token: ownerToken,
        body: { p_pedido: orderId, p_status: "preparando", p_motivo: null },
      });
      await customer.waitForFunction(
        () => document.querySelector("article > header [data-tone]")?.textContent === "Preparando",
        undefined,
        { polling: "raf", timeout: 15_000 },
      );
      toShopper.push(performance.now() - started);
    }
    const figure = (samples: number[]) =>
      `${percentile(samples, 50).toFixed(0)} / ${percentile(samples, 100).toFixed(0)}`;
    const verdict = (samples: number[]) => (percentile(samples, 50) <= TARGET_MS ? "ok" : "ACIMA DA META");
    return {
      [`pedido novo → quadro da loja: mediana / pior (ms, n=${ROUNDS})`]: figure(toBoard),
      "meta (mediana ≤ 1000 ms), quadro da loja": verdict(toBoard),
      [`'Preparando' → página do cliente: mediana / pior (ms, n=${ROUNDS})`]: figure(toShopper),
      "meta (mediana ≤ 1000 ms), página do cliente": verdict(toShopper),
    };
  } finally {
    await browser.close();
    server.stop();
  }
}
