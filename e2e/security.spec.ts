import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { products } from "../fixtures/products";
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/embedded/keys";
import { DEMO_EMAILS, signInWithFormAs } from "./support/auth";

// The embedded backend playwright.config.ts starts next to the app (same default port).
const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 54331)}`;
const RATE_LIMITED = "Muitas tentativas. Aguarde alguns minutos e tente novamente.";
const product = products.find((p) => p.companyId === DEMO_COMPANY_ID) ?? products[0]!;

/** Records every CSP violation the page reports, as events and as console errors. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
      fromConsole.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test.describe("security headers", () => {
  for (const path of ["/", "/login"]) {
    test(`${path} answers with the CSP, frame, referrer, sniffing, permissions and HSTS headers`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      for (const directive of [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\*/);
      // a production build: no eval, no per-request nonce (the pages stay prerendered)
      expect(csp).not.toMatch(/unsafe-eval|nonce-/);
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
      expect(headers["strict-transport-security"]).toContain("max-age=");
    });
  }

  test("TRACE gets 405 with an Allow header and an unknown method 400, never a 500", async ({ request }) => {
    const trace = await request.fetch("/", { method: "TRACE" });
    expect(trace.status()).toBe(405);
    expect(trace.headers()["allow"]).toContain("GET");
    expect((await request.fetch("/", { method: "TRACK" })).status()).toBe(400);
  });

  test("no page reports a CSP violation: storefront, auth screens and a signed-in area", async ({ page }) => {
    const violations = await watchCsp(page);
    for (const path of [
      "/",
      "/login",
      "/cadastro",
      `/company/${DEMO_COMPANY_ID}`,
      `/product/${product.id}`,
    ]) {
      await page.goto(path);
      await expect(page.locator("main").first()).toBeVisible();
    }
    await signInWithFormAs(page, "cliente");
    await expect(page.locator("main").first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

/**
 * Spends one address's sign-in allowance at the backend directly: empty attempts, refused before any
 * password check, until the backend answers 429. The suite's own sign-ins come from 127.0.0.1 and keep
 * theirs (playwright.config.ts raises VITRINE_AUTH_RATE_LIMIT_SIGN_IN for them).
 */
async function exhaustSignIns(address: string): Promise<void> {
  const attempt = () =>
    fetch(`${BACKEND}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: {
        apikey: LOCAL_PUBLISHABLE_KEY,
        "Content-Type": "application/json",
        "X-Forwarded-For": address,
      },
      body: "{}",
    }).then((response) => response.status);
  for (let batch = 0; batch < 400; batch += 1) {
    const statuses = await Promise.all(Array.from({ length: 25 }, attempt));
    if (statuses.includes(429)) return;
  }
  throw new Error(`the backend never rate-limited ${address}`);
}

test("the login screen says 'Muitas tentativas...' past the limit and keeps the typed e-mail", async ({
  browser,
}) => {
  // A documentation address of its own: bare `next start` passes the browser's X-Forwarded-For on, as
  // Vercel or a proxy would pass the shopper's address.
  const address = `203.0.113.${1 + (Date.now() % 250)}`;
  await exhaustSignIns(address);
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  try {
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email ou nickname").fill(DEMO_EMAILS.cliente);
    await page.getByLabel("Senha", { exact: true }).fill("vitrine123");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    // the form's own alert (Next's route announcer is an empty one)
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(RATE_LIMITED);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email ou nickname")).toHaveValue(DEMO_EMAILS.cliente);
  } finally {
    await context.close();
  }
});

test("another shopper still signs in while one address is rate-limited", async ({ page }) => {
  await signInWithFormAs(page, "cliente");
  await expect(page).toHaveURL(/\/customer/);
});
