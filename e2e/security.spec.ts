import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { ACTION_BODY_LIMIT_BYTES } from "../lib/auth/action-guard";
import { products } from "../fixtures/products";
import { DEMO_PASSWORD, signInWithFormAs } from "./support/auth";
import { hydrated } from "./support/hydration";
import { formStateError, postLoginForm } from "./support/login-form";
import { E2E_SIGN_IN_LIMIT, exhaustSignIns, resetRateLimits, spendSignIns } from "./support/rate-limits";

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

const CLIENT = "cliente@vitrine.example";

test.describe("sign-in rate limit keyed on the connection, never on X-Forwarded-For", () => {
  // the browser's own address (127.0.0.1) is limited here: empty the limiters whatever happens
  test.afterEach(async () => {
    await resetRateLimits();
  });

  test("past the limit a made-up X-Forwarded-For still gets 'Muitas tentativas...', even with the right password, as a 429 with Retry-After", async ({
    browser,
    baseURL,
  }) => {
    await exhaustSignIns("127.0.0.1");
    const spoofed = `198.51.100.${1 + (Date.now() % 250)}`;
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": spoofed } });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await hydrated(page.getByRole("button", { name: "Entrar", exact: true }));
      await page.getByLabel("Email ou nickname").fill(CLIENT);
      await page.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD);
      const reply = page.waitForResponse(
        (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/login",
      );
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      const action = await reply;
      expect(action.status()).toBe(429);
      expect(Number(action.headers()["retry-after"])).toBeGreaterThan(0);
      // the form's own alert (Next's route announcer is an empty one)
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(RATE_LIMITED);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByLabel("Email ou nickname")).toHaveValue(CLIENT);

      // sign-up shares the allowance: the same 429, message and kept e-mail
      const email = `novo.${Date.now()}@exemplo.com.br`;
      await page.goto("/cadastro");
      await hydrated(page.getByRole("button", { name: "Cadastrar", exact: true }));
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Senha", { exact: true }).fill("segredo1");
      await page.getByLabel("Confirmar senha", { exact: true }).fill("segredo1");
      const signUp = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && new URL(response.url()).pathname === "/cadastro",
      );
      await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
      expect((await signUp).status()).toBe(429);
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(RATE_LIMITED);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    } finally {
      await context.close();
    }

    // without JavaScript: the page with the message, as a 429, whatever address the post names
    const form = await postLoginForm(
      baseURL!,
      { identifier: CLIENT, password: DEMO_PASSWORD },
      {
        headers: { "X-Forwarded-For": spoofed, "X-Real-IP": spoofed },
      },
    );
    expect(form.status).toBe(429);
    expect(Number(form.headers["retry-after"])).toBeGreaterThan(0);
    expect(formStateError(form.body)).toBe(RATE_LIMITED);
    // a nickname lookup is limited as well, without saying whether the name exists
    for (const identifier of ["superadmin", "nao-existe-ninguem"]) {
      const nickname = await postLoginForm(baseURL!, { identifier, password: "qualquer1" });
      expect(nickname.status).toBe(429);
      expect(formStateError(nickname.body)).toBe(RATE_LIMITED);
    }
  });

  test("an attacker naming the victim's address in X-Forwarded-For does not lock the victim out", async ({
    page,
    baseURL,
  }) => {
    // the victim (the browser, 127.0.0.1) has exactly one attempt left: one more counted on it would refuse them
    await resetRateLimits();
    await spendSignIns("127.0.0.1", E2E_SIGN_IN_LIMIT - 1);
    for (let i = 0; i < 3; i += 1) {
      const attack = await postLoginForm(
        baseURL!,
        { identifier: CLIENT, password: `errada${i}23` },
        {
          localAddress: "127.0.0.2",
          headers: { "X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1" },
        },
      );
      // counted on the attacker's own connection, which still has its allowance
      expect(attack.status).toBe(200);
      expect(formStateError(attack.body)).toBe("Credenciais inválidas");
    }
    await signInWithFormAs(page, "cliente");
    await expect(page).toHaveURL(/\/customer/);
  });

  test("an attacker whose own address is limited stays limited whatever X-Forwarded-For it sends", async ({
    baseURL,
  }) => {
    // under the limit a nickname still gets product.md §5's answer
    const lookup = await postLoginForm(
      baseURL!,
      { identifier: "nao-existe-ninguem", password: "qualquer1" },
      {
        localAddress: "127.0.0.2",
      },
    );
    expect(lookup.status).toBe(200);
    expect(formStateError(lookup.body)).toBe("Nickname não encontrado.");
    await exhaustSignIns("127.0.0.2");
    for (const named of ["127.0.0.1", "198.51.100.23", "::1"]) {
      const attack = await postLoginForm(
        baseURL!,
        { identifier: CLIENT, password: DEMO_PASSWORD },
        {
          localAddress: "127.0.0.2",
          headers: { "X-Forwarded-For": named },
        },
      );
      expect(attack.status).toBe(429);
      expect(formStateError(attack.body)).toBe(RATE_LIMITED);
    }
  });
});

// The demo cliente (supabase/seed.sql) the blocks below sign in as.
const CLIENTE = "cliente@vitrine.example";

/** Fills and submits the login form already open on `page`. */
async function signInOnThePage(page: Page): Promise<void> {
  const submit = page.getByRole("button", { name: "Entrar", exact: true });
  await hydrated(submit);
  await page.getByLabel("Email ou nickname").fill(CLIENTE);
  await page.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD);
  await submit.click();
}

/** The hidden fields the /login form renders for a no-JS post (the action's $ACTION_… fields). */
async function noJsLoginFields(
  request: import("@playwright/test").APIRequestContext,
): Promise<Array<[string, string]>> {
  const html = await (await request.get("/login")).text();
  const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  return [...html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([tag]) => {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    return name?.startsWith("$ACTION")
      ? [[unescape(name), unescape(/value="([^"]*)"/.exec(tag)?.[1] ?? "")]]
      : [];
  }) as Array<[string, string]>;
}

function noJsLoginForm(fields: Array<[string, string]>, overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, overrides[name] ?? value);
  form.append("identifier", CLIENTE);
  form.append("password", DEMO_PASSWORD);
  form.append("next", overrides.next ?? "");
  return form;
}

// product.md D18 point 2: each of these once sent the browser to another site after signing in
const REDIRECT_BYPASSES = [
  "/..//evil.example/phish",
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "/.%2e//evil.example",
  "//evil.example",
  "/\\evil.example",
  "%2f%2fevil.example",
  "/%5cevil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
  "https://evil.example/phish",
];

test.describe("sign-in never leaves the site, whatever ?next= says (product.md D18)", () => {
  for (const next of REDIRECT_BYPASSES) {
    test(`next=${JSON.stringify(next)} lands in the cliente's own area`, async ({ page, baseURL }) => {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await signInOnThePage(page);
      await page.waitForURL((url) => url.pathname !== "/login");
      const landed = new URL(page.url());
      expect(landed.origin).toBe(new URL(baseURL!).origin);
      expect(landed.pathname).toBe("/customer");
    });
  }

  test("a legitimate next still comes back: /customer/orders", async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent("/customer/orders")}`);
    await signInOnThePage(page);
    await expect(page).toHaveURL(/\/customer\/orders$/);
  });

  test("a no-JS sign-in with next=/..//evil.example/phish answers 303 to /customer", async ({
    request,
    baseURL,
  }) => {
    const fields = await noJsLoginFields(request);
    const response = await request.post("/login", {
      multipart: noJsLoginForm(fields, { next: "/..//evil.example/phish" }),
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/customer");
  });
});

// product.md D18 point 7: each of these answered 500 (still refused); each is now a 4xx before Next decodes it
test.describe("malformed server-action posts get a 4xx, never a 500 (product.md D18)", () => {
  test('a no-JS sign-in with Origin "null" or a foreign origin: 403', async ({ request }) => {
    const fields = await noJsLoginFields(request);
    expect(fields.length).toBeGreaterThan(0);
    for (const origin of ["null", "https://evil.example"]) {
      const response = await request.post("/login", {
        multipart: noJsLoginForm(fields),
        headers: { Origin: origin },
      });
      expect(response.status(), origin).toBe(403);
    }
  });

  test("a corrupted $ACTION field: 400", async ({ request }) => {
    const fields = await noJsLoginFields(request);
    for (const [name, value] of fields.filter(([field]) => /^\$ACTION_\d+:\d+$/.test(field))) {
      const response = await request.post("/login", {
        multipart: noJsLoginForm(fields, { [name]: `${value}{x` }),
      });
      expect(response.status(), name).toBe(400);
    }
  });

  test("a malformed or 5000-deep action body: 400", async ({ request }) => {
    const fields = await noJsLoginFields(request);
    const descriptor = fields.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1] ?? "";
    const actionId = (JSON.parse(descriptor) as { id: string }).id;
    const headers = { "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8" };
    for (const body of ["{not json", `${"[".repeat(5000)}${"]".repeat(5000)}`]) {
      const response = await request.post("/login", { headers, data: body });
      expect(response.status(), body.slice(0, 10)).toBe(400);
    }
  });

  test("an action body past the limit sent without Content-Length: 413", async ({ baseURL }) => {
    const { request: send } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const req = send(`${baseURL}/login`, {
        method: "POST",
        headers: { "Next-Action": "7f".padEnd(42, "0"), "Content-Type": "text/plain;charset=UTF-8" },
      });
      req.on("response", (res) => {
        resolve(res.statusCode ?? 0);
        // the body is never finished (the answer came first): drop the request once the answer is read
        res.resume().once("end", () => req.destroy());
      });
      req.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const write = () => {
        while (sent < ACTION_BODY_LIMIT_BYTES) {
          const size = Math.min(chunk.length, ACTION_BODY_LIMIT_BYTES - sent);
          sent += size;
          if (!req.write(chunk.subarray(0, size))) return void req.once("drain", write);
        }
        // exactly the limit so far; one more small piece passes it, and then the client only waits. The server
        // answers as the body passes the limit and closes the connection: a client still writing could meet
        // EPIPE (or a reset that drops the answer) before it reads the 413.
        req.write(Buffer.alloc(1024, "a"));
      };
      write();
    });
    expect(status).toBe(413);
  });

  test("the site still serves after all of them", async ({ request }) => {
    expect((await request.get("/")).status()).toBe(200);
  });
});
