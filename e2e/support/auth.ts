import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createServerClient } from "@supabase/ssr";

import { authCookieOptions } from "../../lib/auth/cookies";
import { clientOptions } from "../../lib/supabase/client-options";
import { homeAreaFor } from "../../lib/auth/types";
import { LOCAL_PUBLISHABLE_KEY } from "../../supabase/embedded/keys";
import { hydrated } from "./hydration";

/** Password of every demo account in supabase/seed.sql. */
export const DEMO_PASSWORD = "vitrine123";

/** The demo accounts by account type (seed.sql); `semperfil` has no tipo_conta. */
export const DEMO_EMAILS = {
  cliente: "cliente@vitrine.example",
  empresa: "empresa@vitrine.example",
  entregador: "entregador@vitrine.example",
  anunciante: "anunciante@vitrine.example",
  admin: "admin@vitrine.example",
  superadmin: "superadmin@vitrine.example",
  semperfil: "semperfil@vitrine.example",
} as const;

export type DemoAccount = keyof typeof DEMO_EMAILS;

/** Fills the login form and submits it; does not wait for the outcome. */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  if (!new URL(page.url(), "http://x").pathname.startsWith("/login")) await page.goto("/login");
  const submit = page.getByRole("button", { name: "Entrar", exact: true });
  await hydrated(submit);
  await page.getByLabel("Email ou nickname").fill(identifier);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await submit.click();
}

/** Signs in through the login screen and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Signs in as one of the demo accounts through the login screen (what the auth tests are about). */
export async function signInWithFormAs(
  page: Page,
  account: Exclude<DemoAccount, "semperfil">,
): Promise<void> {
  await signIn(page, DEMO_EMAILS[account]);
}

/** The backend the e2e server runs against (playwright.config.ts starts it on E2E_BACKEND_PORT). */
const BACKEND_URL =
  process.env.E2E_SUPABASE_URL ?? `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54331}`;
const BACKEND_KEY = process.env.E2E_SUPABASE_PUBLISHABLE_KEY ?? LOCAL_PUBLISHABLE_KEY;

/**
 * Signs in as one of the demo accounts the way the app's own sign-in ends: the backend's password grant
 * through @supabase/ssr, whose cookies (same name, chunks and options as lib/supabase/server.ts writes) go
 * into the browser; then opens `path`, by default the account's landing page (where the login screen would
 * have sent it). A test that starts elsewhere names its page here rather than opening the landing page first;
 * `null` opens nothing: the test opens its own page next (or asks with `page.request`, which carries the same
 * cookies), as does every test after a `beforeEach` that signs in.
 * For tests about something else: the login screen itself is covered by auth.spec.ts with `signInWithFormAs`.
 */
export async function signInAs(
  page: Page,
  account: Exclude<DemoAccount, "semperfil">,
  path: string | null = homeAreaFor(account),
): Promise<void> {
  await signInWithPassword(page, DEMO_EMAILS[account], DEMO_PASSWORD);
  if (path !== null) await page.goto(path);
}

/**
 * The same API sign-in for any account (e.g. a cliente a test signed up): the session cookies go into the
 * page's browser context; the page stays where it is.
 */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  const jar = new Map<string, string>();
  const options = authCookieOptions("production");
  const supabase = createServerClient(BACKEND_URL, BACKEND_KEY, {
    ...clientOptions,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
    cookieOptions: options,
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} refused: ${error.message}`);
  await expect.poll(() => jar.size, { message: "the session cookie was written" }).toBeGreaterThan(0);
  const url = String(test.info().project.use.baseURL);
  await page.context().addCookies(
    [...jar].map(([name, value]) => ({
      name,
      value,
      url,
      httpOnly: options.httpOnly,
      secure: options.secure,
      sameSite: "Lax" as const,
    })),
  );
}

/** The @supabase/ssr session cookies (`sb-<ref>-auth-token` and its `.0/.1` chunks) of the context. */
export async function authCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.filter((cookie) => /^sb-.+-auth-token/.test(cookie.name));
}

/** Asserts the browser holds no auth cookie at all (signed out, nothing left behind). */
export async function expectSignedOut(context: BrowserContext): Promise<void> {
  expect((await authCookies(context)).map((cookie) => cookie.name)).toEqual([]);
}
