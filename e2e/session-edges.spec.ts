import { expect, test, type Browser, type BrowserContext, type Page } from "./support/test";

import { COMPANY_IDS } from "../fixtures/companies";
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/embedded/keys";
import {
  authCookies,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  expectSignedOut,
  signInAs,
  signInWithFormAs,
} from "./support/auth";
import { writeSession, type StoredSession } from "./support/session-cookie";

// product.md D18, points 3 and 5: a session ended by 'Sair' is ended for the server too, and a frozen backend
// gets one clear 503 on a private page, never /login and back.

const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54331}`;
const ANA_PHONE = "98765-4321"; // the demo cliente's telefone in supabase/seed.sql
const STORE_PATH = `/company/${COMPANY_IDS.paoQuente}`;

/** A context of the same test server with these cookies and nothing else. */
async function contextWith(browser: Browser, cookies: Awaited<ReturnType<typeof authCookies>>) {
  const context = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
  await context.addCookies(cookies);
  return context;
}

/** A brand-new session of the demo cliente straight from the backend: the app has never checked it. */
async function freshClienteSession(): Promise<StoredSession> {
  const response = await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO_EMAILS.cliente, password: DEMO_PASSWORD }),
  });
  expect(response.status, "the backend signs the cliente in").toBe(200);
  return (await response.json()) as StoredSession;
}

/** The embedded backend's process (its health answer names it), so the test can freeze it. */
async function backendPid(): Promise<number> {
  const response = await fetch(`${BACKEND_URL}/__vitrine/health`);
  const { pid } = (await response.json()) as { pid?: unknown };
  if (typeof pid !== "number") throw new Error("the backend's /__vitrine/health names no pid");
  return pid;
}

async function expectUnavailableState(page: Page) {
  await expect(page.getByRole("heading", { name: "Serviço indisponível" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
}

test.describe("a session ended by 'Sair'", () => {
  test("a copy of the old cookie gets no user from /api/session and no profile", async ({
    page,
    context,
    browser,
  }) => {
    await signInWithFormAs(page, "cliente");
    await page.goto("/customer/profile");
    await expect(page.locator("body")).toContainText(ANA_PHONE);
    const copied = await authCookies(context);
    expect(copied.length).toBeGreaterThan(0);

    await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(context);

    const thief = await contextWith(browser, copied);
    try {
      const session = await thief.request.get("/api/session");
      expect(session.status()).toBe(200);
      expect(await session.json()).toEqual({ user: null });

      // the cookies again (the answer above expired them), then the private page
      await thief.addCookies(copied);
      const other = await thief.newPage();
      const response = await other.goto("/customer/profile");
      await expect(other).toHaveURL(/\/login\?next=%2Fcustomer%2Fprofile$/);
      expect(await response?.text()).not.toContain(ANA_PHONE);
      expect(await other.content()).not.toContain(ANA_PHONE);
      await expectSignedOut(thief);
    } finally {
      await thief.close();
    }
  });
});

test.describe("with the backend frozen", () => {
  test("a signed-in /customer answers 503 once with 'Tentar novamente'; / and a store page still load", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A session the app checked a moment ago (remembered as live for 30 s): its page's own read fails.
    await signInAs(page, "cliente");
    // A session the app has never seen: the proxy must ask the backend, which does not answer.
    const fresh: BrowserContext = await contextWith(browser, await authCookies(context));
    await writeSession(fresh, await freshClienteSession());
    const pid = await backendPid();

    process.kill(pid, "SIGSTOP");
    try {
      const first = await fresh.newPage();
      const response = await first.goto("/customer");
      expect(response?.status()).toBe(503);
      expect(response?.request().redirectedFrom()).toBeNull();
      expect(response?.headers()["retry-after"]).toMatch(/^\d+$/);
      expect(response?.headers()["cache-control"]).toContain("no-store");
      expect(new URL(first.url()).pathname).toBe("/customer");
      await expect(first.locator("html")).toHaveAttribute("lang", "pt-BR");
      await expect(first.getByRole("heading", { name: "Serviço indisponível" })).toBeVisible();
      await expect(first.getByRole("link", { name: "Tentar novamente" })).toHaveAttribute(
        "href",
        "/customer",
      );

      // past the proxy, the page's own profile read times out: the same error state, no redirect
      const seen = await page.goto("/customer");
      expect(seen?.request().redirectedFrom()).toBeNull();
      await expectUnavailableState(page);
      expect(new URL(page.url()).pathname).toBe("/customer");

      // public pages keep working (for a visitor) with the same cookie
      const home = await first.goto("/");
      expect(home?.status()).toBe(200);
      await expect(
        first.getByRole("heading", { level: 1, name: "Sua vitrine digital rápida e prática" }),
      ).toBeVisible();
      const store = await first.goto(STORE_PATH);
      expect(store?.status()).toBe(200);
      await expect(first.getByRole("heading", { level: 1, name: "Padaria Pão Quente" })).toBeVisible();
    } finally {
      process.kill(pid, "SIGCONT");
      await fresh.close();
    }
  });
});
