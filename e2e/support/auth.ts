import { expect, type BrowserContext, type Page } from "@playwright/test";

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
  await page.getByLabel("Email ou nickname").fill(identifier);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** Signs in through the login screen and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Signs in as one of the demo accounts. */
export async function signInAs(page: Page, account: Exclude<DemoAccount, "semperfil">): Promise<void> {
  await signIn(page, DEMO_EMAILS[account]);
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
