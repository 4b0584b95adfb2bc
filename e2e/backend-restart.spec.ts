import { expect, test, type Page } from "./support/test";

import { signInWithFormAs } from "./support/auth";

// The embedded backend playwright.config.ts starts next to the app; its health route names its pid.
const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 54331)}`;
const HOME_HEADING = "Sua vitrine digital rápida e prática";

/** The backend's pid, or null while nothing answers on its port. */
async function backendPid(): Promise<number | null> {
  try {
    const response = await fetch(`${BACKEND}/__vitrine/health`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { pid?: unknown };
    return typeof body.pid === "number" ? body.pid : null;
  } catch {
    return null;
  }
}

/** The home and one store page, as a shopper opens them. */
async function openHomeAndStore(page: Page, storePath: string): Promise<void> {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: HOME_HEADING })).toBeVisible();
  const response = await page.goto(storePath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

// product.md D18, point 4: killing the embedded backend must not take `npm start`'s Next server with it.
test("the home and a store page keep answering while the backend is killed and restarted", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const first = await backendPid();
  expect(first, "the backend's health route names its pid").toEqual(expect.any(Number));

  await page.goto("/");
  const storePath = await page.locator('a[href^="/company/"]').first().getAttribute("href");
  expect(storePath).toMatch(/^\/company\/[^/]+$/);

  process.kill(first!, "SIGKILL");
  await expect.poll(backendPid, { timeout: 5_000 }).toBeNull();
  // Fast requests first, then proof that they were answered while nothing listened on the backend's port.
  const home = await request.get("/");
  const store = await request.get(storePath!);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain(HOME_HEADING);
  expect(store.status()).toBe(200);
  expect(await backendPid()).toBeNull();
  await openHomeAndStore(page, storePath!);

  // with-backend.mjs starts it again (1 s, then it seeds its memory database)
  await expect.poll(backendPid, { timeout: 60_000, intervals: [250] }).toEqual(expect.any(Number));
  expect(await backendPid()).not.toBe(first);
  await openHomeAndStore(page, storePath!);

  // The app reaches the new backend: a search reads the database and a demo account signs in, so the
  // specs after this one find the backend as they expect it.
  await page.goto("/?q=pizza");
  await expect(page.getByRole("heading", { name: "Resultados da busca" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Estabelecimentos encontrados" }).getByRole("heading").first(),
  ).toBeVisible();
  await signInWithFormAs(page, "cliente");
  await expect(page).toHaveURL(/\/customer/);
});
