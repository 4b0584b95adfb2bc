import { expect, test, type Page } from "./support/test";

import { signInWithFormAs } from "./support/auth";

// The embedded backend playwright.config.ts starts next to the app; its health route names its pid.
const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 54331)}`;
const HOME_HEADING = "Sua vitrine digital rápida e prática";

type Health = { pid: number; parentPid: number };

/** The backend's pid and its parent's (scripts/with-backend.mjs), or null while nothing answers on its port. */
async function backendHealth(): Promise<Health | null> {
  try {
    const response = await fetch(`${BACKEND}/__vitrine/health`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as Partial<Record<keyof Health, unknown>>;
    return typeof body.pid === "number" && typeof body.parentPid === "number"
      ? { pid: body.pid, parentPid: body.parentPid }
      : null;
  } catch {
    return null;
  }
}

const backendPid = async () => (await backendHealth())?.pid ?? null;

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
  // a retry may start while the last attempt's backend is still coming back
  await expect
    .poll(backendHealth, { timeout: 60_000, message: "the backend names its pid and its parent's" })
    .not.toBeNull();
  const { pid: first, parentPid: supervisor } = (await backendHealth())!;

  await page.goto("/");
  const storePath = await page.locator('a[href^="/company/"]').first().getAttribute("href");
  expect(storePath).toMatch(/^\/company\/[^/]+$/);
  // A shopper has opened it since its last change (an earlier spec may have saved this store, which expires
  // its cached page until someone opens it again).
  await openHomeAndStore(page, storePath!);

  // The supervisor is held while the site is checked, so its restart cannot come back in between: every
  // request below is answered while nothing listens on the backend's port.
  process.kill(supervisor, "SIGSTOP");
  try {
    process.kill(first, "SIGKILL");
    await expect.poll(backendPid, { timeout: 5_000 }).toBeNull();
    const home = await request.get("/");
    const store = await request.get(storePath!);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain(HOME_HEADING);
    expect(store.status()).toBe(200);
    await openHomeAndStore(page, storePath!);
    expect(await backendPid()).toBeNull();
  } finally {
    process.kill(supervisor, "SIGCONT");
  }

  // Let go, with-backend.mjs sees its backend gone and starts it again (1 s, then it seeds its memory database)
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
