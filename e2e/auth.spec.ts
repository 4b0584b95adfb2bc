import { expect, test, type Page, type Response } from "./support/test";

import { COMPANY_IDS } from "../fixtures/companies";
import {
  DEMO_EMAILS,
  DEMO_PASSWORD,
  authCookies,
  expectSignedOut,
  signIn,
  signInWithFormAs,
  submitLogin,
} from "./support/auth";
import { hydrated } from "./support/hydration";
import { expectLive } from "./support/live";
import { readSession, writeSession } from "./support/session-cookie";

// Next's route announcer is an alert too (it reads the page title after a navigation): leave it out.
const alert = (page: Page) =>
  page.locator('[role="alert"]:not(#__next-route-announcer__)').filter({ hasText: /\S/ });

/** Opens the register screen once React owns its form: text typed into the server's fields can be lost. */
async function openRegister(page: Page, path: "/cadastro" | "/register") {
  await page.goto(path);
  await hydrated(page.getByRole("button", { name: "Cadastrar", exact: true }));
}

test.describe("login screen (product.md §2, 5, 8)", () => {
  test("shows the form, the links and a working password toggle", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cadastre-se" })).toHaveAttribute("href", "/cadastro");
    await expect(page.getByRole("link", { name: "Voltar ao site" })).toHaveAttribute("href", "/");
    const password = page.getByLabel("Senha", { exact: true });
    await password.fill("segredo");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Mostrar senha" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Ocultar senha" })).toHaveAttribute("aria-pressed", "true");
  });

  const failures: ReadonlyArray<[string, string, string, string]> = [
    ["empty fields", "", "", "Por favor, preencha todos os campos."],
    ["an unknown nickname", "fulano", DEMO_PASSWORD, "Nickname não encontrado."],
    ["a nickname of a non-superadmin", "Ana Souza", DEMO_PASSWORD, "Apenas superadmin pode usar nickname."],
    ["a wrong password", DEMO_EMAILS.cliente, "senha-errada", "Credenciais inválidas"],
    ["an unknown e-mail", "ninguem@vitrine.example", DEMO_PASSWORD, "Credenciais inválidas"],
    [
      "a profile without account type",
      DEMO_EMAILS.semperfil,
      DEMO_PASSWORD,
      "Perfil não configurado corretamente.",
    ],
  ];
  for (const [name, identifier, password, message] of failures) {
    test(`${name}: '${message}', identifier kept, password cleared, no session`, async ({
      page,
      context,
    }) => {
      await page.goto("/login");
      await submitLogin(page, identifier, password);
      await expect(alert(page)).toHaveText(message);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByLabel("Email ou nickname")).toHaveValue(identifier);
      await expect(page.getByLabel("Senha", { exact: true })).toHaveValue("");
      await expectSignedOut(context);
    });
  }

  test("'Entrar' reads 'Entrando...' while the sign-in runs", async ({ page }) => {
    await page.goto("/login");
    // hold the sign-in request until the pending label has been seen: a state, not a guessed delay
    let release: () => void = () => undefined;
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/login*", async (route) => {
      if (route.request().method() === "POST") await seen;
      await route.continue();
    });
    await submitLogin(page, DEMO_EMAILS.cliente, DEMO_PASSWORD);
    await expect(page.getByRole("button", { name: "Entrando..." })).toBeDisabled();
    release();
    await page.waitForURL("**/customer");
  });
});

test.describe("each account type lands in its area (product.md §6)", () => {
  const landings: ReadonlyArray<[string, string]> = [
    [DEMO_EMAILS.cliente, "/customer"],
    [DEMO_EMAILS.empresa, "/company"],
    [DEMO_EMAILS.entregador, "/company"],
    [DEMO_EMAILS.anunciante, "/advertiser"],
    [DEMO_EMAILS.admin, "/admin"],
    [DEMO_EMAILS.superadmin, "/admin"],
    ["superadmin", "/admin"],
  ];
  for (const [identifier, area] of landings) {
    test(`${identifier} -> ${area}`, async ({ page }) => {
      await signIn(page, identifier);
      await expect(page).toHaveURL(new RegExp(`${area}$`));
      await expect(page.getByRole("navigation", { name: "Menu da área" }).first()).toBeAttached();
    });
  }

  test("the superadmin's stored e-mail never reaches the browser when signing in by nickname", async ({
    page,
  }) => {
    const action = { body: "", cacheControl: "" };
    // read the sign-in response through the route, before the navigation it triggers discards it
    await page.route("**/login", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch();
      action.body = await response.text();
      action.cacheControl = response.headers()["cache-control"] ?? "";
      await route.fulfill({ response, body: action.body });
    });
    await page.goto("/login");
    await submitLogin(page, "superadmin", DEMO_PASSWORD);
    await page.waitForURL("**/admin");
    expect(action.body.length).toBeGreaterThan(0);
    expect(action.body).not.toContain(DEMO_EMAILS.superadmin);
    expect(await page.content()).not.toContain(DEMO_EMAILS.superadmin);
    // the sign-in response sets the session cookies: no shared cache may keep it
    expect(action.cacheControl).toMatch(/private.*no-store|no-store.*private/);
  });
});

test.describe("register screen (product.md §2, 4, 5, 8)", () => {
  for (const path of ["/cadastro", "/register"] as const) {
    test(`${path} validates e-mail, password length and confirmation`, async ({ page }) => {
      await openRegister(page, path);
      const submit = page.getByRole("button", { name: "Cadastrar", exact: true });
      await page.getByLabel("Email", { exact: true }).fill("   ");
      await page.getByLabel("Senha", { exact: true }).fill("123456");
      await page.getByLabel("Confirmar senha", { exact: true }).fill("123456");
      await submit.click();
      await expect(page.getByText("Email é obrigatório")).toBeVisible();

      await page.getByLabel("Email", { exact: true }).fill("teste@vitrine.example");
      await page.getByLabel("Senha", { exact: true }).fill("12345");
      await page.getByLabel("Confirmar senha", { exact: true }).fill("12345");
      await submit.click();
      await expect(page.getByText("Senha deve ter pelo menos 6 caracteres", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue("teste@vitrine.example");

      await page.getByLabel("Senha", { exact: true }).fill("123456");
      await page.getByLabel("Confirmar senha", { exact: true }).fill("1234567");
      await submit.click();
      await expect(page.getByText("Senhas não coincidem")).toBeVisible();
      await expect(page.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
    });
  }

  test("a registered e-mail reads 'Este email já está cadastrado.'", async ({ page, context }) => {
    await openRegister(page, "/cadastro");
    await page.getByLabel("Email", { exact: true }).fill(DEMO_EMAILS.cliente);
    await page.getByLabel("Senha", { exact: true }).fill("segredo1");
    await page.getByLabel("Confirmar senha", { exact: true }).fill("segredo1");
    await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
    await expect(alert(page)).toHaveText("Este email já está cadastrado.");
    await expectSignedOut(context);
  });

  test("a malformed e-mail reads 'Email inválido.'", async ({ page }) => {
    await openRegister(page, "/register");
    await page.getByLabel("Email", { exact: true }).fill("sem-arroba");
    await page.getByLabel("Senha", { exact: true }).fill("segredo1");
    await page.getByLabel("Confirmar senha", { exact: true }).fill("segredo1");
    await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
    await expect(alert(page)).toHaveText("Email inválido.");
  });

  test("success: toast, fields cleared, /login after 1 s signed out, then the new cliente signs in", async ({
    page,
    context,
  }) => {
    const email = `novo-${Date.now()}@vitrine.example`;
    await page.goto("/cadastro");
    // the toast and the timed navigation are the hydrated form's (before that, a click posts the form natively)
    await hydrated(page.getByRole("button", { name: "Cadastrar", exact: true }));
    // times the toast and the client-side navigation inside the page, free of test polling delays
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      const timer = setInterval(() => {
        if (!marks.toast && document.body.textContent?.includes("Cadastro realizado com sucesso!"))
          marks.toast = performance.now();
        if (!marks.login && location.pathname === "/login") {
          marks.login = performance.now();
          clearInterval(timer);
        }
      }, 10);
    });
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("segredo1");
    await page.getByLabel("Confirmar senha", { exact: true }).fill("segredo1");
    await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
    await expect(page.getByText("Sucesso! Cadastro realizado com sucesso!")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    // the timer fires after 1 s; the URL changes once /login has loaded, so only the lower bound is exact
    await page.waitForURL("**/login", { timeout: 10_000 });
    // the page's own 10 ms timer notes /login a moment after the URL changes: wait for its mark
    await page.waitForFunction(
      () => (window as unknown as { __marks: Record<string, number> }).__marks.login !== undefined,
    );
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: Record<string, number> }).__marks,
    );
    expect(marks.login! - marks.toast!).toBeGreaterThanOrEqual(950);
    expect(
      (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("sb-")),
    ).toEqual([]);
    await submitLogin(page, email, "segredo1");
    await page.waitForURL("**/customer");
  });
});

test.describe("route guard (product.md §2)", () => {
  test("a visitor may open /para-empresas, linked from the header", async ({ page }) => {
    const response = await page.goto("/para-empresas");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/para-empresas$/);
  });

  for (const path of ["/customer", "/checkout", "/orders", "/admin/users", "/entregador"]) {
    test(`a visitor on ${path} is sent to /login, replacing the history entry`, async ({ page }) => {
      await page.goto("/");
      await page.goto(path);
      // product.md D13: with the way back in next
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("the /company dashboard paths check the user themselves", async ({ page }) => {
    for (const path of ["/company", "/company/change-password"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    }
  });

  test("a store page /company/{id} stays public", async ({ page }) => {
    const response = await page.goto(`/company/${COMPANY_IDS.paoQuente}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/company/${COMPANY_IDS.paoQuente}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Padaria Pão Quente" })).toBeVisible();
  });

  test("a signed-in user opening /login, /cadastro or /register goes to their area", async ({ page }) => {
    await signInWithFormAs(page, "anunciante");
    for (const path of ["/login", "/cadastro", "/register"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/advertiser$/);
    }
  });

  test("a user of another type is sent to their own area", async ({ page }) => {
    await signInWithFormAs(page, "cliente");
    for (const path of ["/admin", "/company/change-password", "/advertiser", "/entregador"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/customer$/);
    }
  });

  test("entregador lands on /company and opens its own screen at /entregador too", async ({ page }) => {
    await signInWithFormAs(page, "entregador");
    await expect(page).toHaveURL(/\/company$/);
    await expect(
      page.getByRole("main").getByRole("heading", { level: 1, name: "Minhas entregas" }),
    ).toBeVisible();
    await page.goto("/entregador");
    await expect(
      page.getByRole("main").getByRole("heading", { level: 1, name: "Minhas entregas" }),
    ).toBeVisible();
  });
});

test.describe("header and logout (product.md §2, 4)", () => {
  test("cliente: cart button and display name; logout returns to / as a visitor", async ({
    page,
    context,
  }) => {
    await signInWithFormAs(page, "cliente");
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Meu painel: Ana Souza/ })).toHaveAttribute(
      "href",
      "/customer",
    );
    await expect(header.getByRole("link", { name: /^Carrinho/ })).toBeVisible();
    await expect(header.getByRole("link", { name: "Entrar" })).toHaveCount(0);

    await header.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
    await expectSignedOut(context);
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/login\?next=%2Fcustomer$/);
  });

  test("empresa: display name without cart button", async ({ page }) => {
    await signInWithFormAs(page, "empresa");
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Meu painel: Padaria Pão Quente/ })).toHaveAttribute(
      "href",
      "/company",
    );
    await expect(header.getByRole("link", { name: /^Carrinho/ })).toHaveCount(0);
  });

  test("the admin sidebar collapses and offers 'Voltar ao Home' and 'Sair'", async ({ page, context }) => {
    await signInWithFormAs(page, "admin");
    const sidebar = page.getByRole("navigation", { name: "Menu da área" });
    await expect(sidebar.getByRole("link", { name: "Categorias" })).toHaveAttribute(
      "href",
      "/admin/categories",
    );
    await expect(sidebar.getByRole("link", { name: "Voltar ao Home" })).toHaveAttribute("href", "/");
    await page.getByRole("button", { name: "Recolher menu" }).click();
    await expect(page.getByRole("button", { name: "Expandir menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await sidebar.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(context);
  });
});

test.describe("admin sidebar on mobile (product.md §2, 9)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  async function swipe(page: Page, fromX: number, toX: number) {
    await page.evaluate(
      ([x0, x1]) => {
        const touch = (x: number) =>
          new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
        document.body.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(x0!)], bubbles: true }));
        document.body.dispatchEvent(
          new TouchEvent("touchend", { changedTouches: [touch(x1!)], bubbles: true }),
        );
      },
      [fromX, toX],
    );
  }

  test("a swipe right past 50 px opens it and a swipe left closes it", async ({ page }) => {
    await signInWithFormAs(page, "superadmin");
    const drawer = page.getByRole("dialog", { name: "Menu da área" });
    // The swipe listener attaches on hydration: repeat the first swipe until the page is interactive.
    await expect(async () => {
      await swipe(page, 20, 200);
      await expect(drawer).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(drawer.getByRole("link", { name: "Voltar ao Home" })).toBeVisible();
    await swipe(page, 300, 100);
    await expect(drawer).toHaveCount(0);
    // 40 px is under the 50 px threshold (product.md §9): nothing opens. The touch handler runs synchronously and
    // React paints what it decided before the next frame, so after two frames the drawer would show.
    await swipe(page, 20, 60);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await expect(drawer).toHaveCount(0);
    // ... while 60 px, just over it, does: the listener was live for the short swipe too
    await swipe(page, 20, 80);
    await expect(drawer).toBeVisible();
  });
});

test.describe("change password (product.md §2, 5, 8)", () => {
  // the real change (old password fails, new one works) is e2e/passwords.spec.ts, on an account of its own
  test("refuses a confirmation that differs before anything is saved, and 'Cancelar' returns to the area root", async ({
    page,
  }) => {
    await signInWithFormAs(page, "cliente");
    await page.goto("/customer/change-password");
    const submit = page.getByRole("button", { name: "Alterar Senha" });
    await hydrated(submit);
    await page.getByLabel("Senha atual").fill(DEMO_PASSWORD);
    await page.getByLabel("Nova senha", { exact: true }).fill("novasenha");
    await page.getByLabel("Confirmar nova senha").fill("outrasenha");
    await submit.click();
    await expect(page.getByLabel("Confirmar nova senha")).toHaveAccessibleDescription(
      "As senhas não coincidem",
    );
    await expect(page.getByLabel("Senha atual")).toHaveValue(DEMO_PASSWORD);
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/customer$/);
  });
});

test.describe("session (product.md §4) and cookie security", () => {
  test("survives a reload and an access-token refresh, with no-store on the refreshing response", async ({
    page,
    context,
  }) => {
    await signInWithFormAs(page, "cliente");
    await page.reload();
    await expect(page).toHaveURL(/\/customer$/);

    // The refresh happens on whichever request reaches the proxy first (the next document, a prefetch of its
    // links or the header's /api/session request), so every response of the page is watched from before the
    // session is aged. Each one that sets the auth cookie must be no-store: no cache keeps one user's cookie.
    // The page leaves /customer first: a prefetch of that page's links, cut short by the navigation below,
    // could carry the refresh with a response the test can no longer read.
    await page.goto("about:blank");
    const refreshing: Response[] = [];
    page.on("response", (response) => {
      void response.headersArray().then(
        (headers) => {
          const setsAuthCookie = headers.some(
            (header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("-auth-token"),
          );
          if (setsAuthCookie) refreshing.push(response);
        },
        () => undefined, // a response the page has already let go of: it carried no headers to read
      );
    });
    const { session } = await readSession(context);
    await writeSession(context, { ...session, expires_at: Math.floor(Date.now() / 1000) + 30 });
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: /Meu painel: Ana Souza/ })).toBeVisible();

    // wait for the state, not the clock: the browser holds a new refresh token ...
    const holdsNewToken = async () => {
      const current = await readSession(context).catch(() => null);
      return Boolean(current && current.session.refresh_token !== session.refresh_token);
    };
    await expect.poll(holdsNewToken).toBe(true);
    // ... and the response that brought it was seen
    await expect.poll(() => refreshing.length).toBeGreaterThan(0);
    for (const response of refreshing) {
      expect(await response.headerValue("cache-control"), response.url()).toMatch(/no-store/);
    }
    const refreshed = (await readSession(context)).session;
    expect(refreshed.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 90);
  });

  test("auth cookies are HttpOnly, Lax and Secure; no page response carries a token but the live socket's access token", async ({
    page,
    context,
  }) => {
    const responses: Promise<{ path: string; body: string }>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (!["document", "fetch", "xhr", "script"].includes(type)) return;
      const path = new URL(response.url()).pathname;
      responses.push(
        response.text().then(
          (body) => ({ path, body }),
          () => ({ path, body: "" }),
        ),
      );
    });
    await signInWithFormAs(page, "cliente");
    await page.goto("/");
    // the history follows Ana's open orders live: its socket asks for her access token (issue 21)
    await page.goto("/customer/orders");
    await expectLive(page);
    const { session } = await readSession(context);
    const seen = await Promise.all(responses);
    expect(seen.filter(({ body }) => body.includes(session.refresh_token)).map(({ path }) => path)).toEqual(
      [],
    );
    expect(
      [...new Set(seen.filter(({ body }) => body.includes(session.access_token)).map(({ path }) => path))],
      "only the realtime token route hands the access token to the page, for its socket",
    ).toEqual(["/api/realtime/token"]);
    expect(await page.evaluate(() => document.cookie)).not.toContain("sb-");
    const cookies = await authCookies(context);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
      expect(cookie.secure).toBe(true); // production build
    }
  });
});
