import { expect, test, type Browser, type Page } from "./support/test";

import { signInWithPassword } from "./support/auth";
import { adminRest, signUpCustomer, type TestCustomer } from "./support/backend";

// Issue 23 point 3: an advertiser's campaign and ad, saved for real, reach the home's promo slot after the
// page loaded; a click goes through the counting redirect to the ad's own URL and shows on the advertiser's
// dashboard; pausing takes the ad off the home; a finished campaign cannot be activated again.

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const CAMPAIGN = `Campanha E2E ${stamp}`;
const AD_TITLE = `Oferta E2E ${stamp}`;
const LANDING = `https://anunciante-${stamp}.example/oferta`;

let advertiser: TestCustomer;
/** Every request the visitors' pages made (the impression beacons among them). */
const beacons: string[] = [];

test.beforeAll(async () => {
  // an advertiser of the test's own: a sign-up made anunciante, so the demo account's figures stay as seeded
  advertiser = await signUpCustomer();
  await adminRest(`perfis?user_id=eq.${advertiser.id}`, {
    method: "PATCH",
    body: { tipo_conta: "anunciante" },
  });
});

test.afterAll(async () => {
  // campaigns take their ads, figures and page views with them
  await adminRest(`campanhas?anunciante_id=eq.${advertiser.id}`, { method: "DELETE" });
});

/** A visitor's fresh page whose only way out to the ad's site is intercepted. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.route(`${LANDING}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: "<title>Oferta</title><h1>Página do anunciante</h1>",
    }),
  );
  await context.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  page.on("request", (request) => beacons.push(request.url()));
  return page;
}

/** Opens the home until the slot (filled after load) shows `title`; the eligible ads rotate per page view. */
async function homeShowing(page: Page, title: string): Promise<boolean> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const ads = page.waitForResponse((response) => response.url().endsWith("/api/anuncios"));
    await page.goto("/");
    await ads;
    const banner = page.locator('a[rel="sponsored noopener"]').first();
    if ((await banner.count()) === 0) await page.waitForTimeout(200);
    if ((await banner.textContent().catch(() => ""))?.includes(title)) return true;
  }
  return false;
}

test("an advertiser creates a campaign and an ad; the home shows it after load and a click counts", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, advertiser.email, advertiser.password);
  await page.goto("/advertiser/campaigns");
  await page.getByRole("button", { name: "Nova Campanha" }).click();
  const form = page.getByRole("dialog", { name: "Nova campanha" });
  await form.getByLabel("Nome da campanha").fill(CAMPAIGN);
  await form.getByLabel("Orçamento (R$)").fill("0");
  await form.getByRole("button", { name: "Criar campanha" }).click();
  // a bad budget is refused next to the field, and nothing typed is lost
  await expect(form.getByText("Informe um orçamento maior que zero, como 500 ou 1.250,00.")).toBeVisible();
  await expect(form.getByLabel("Nome da campanha")).toHaveValue(CAMPAIGN);
  await form.getByLabel("Orçamento (R$)").fill("50,00");
  await form.getByRole("button", { name: "Criar campanha" }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(CAMPAIGN) });
  await expect(row.getByText("Ativa", { exact: true })).toBeVisible();

  await page.goto("/advertiser/ads");
  await page.getByRole("button", { name: "Novo Anúncio" }).click();
  const adForm = page.getByRole("dialog", { name: "Novo anúncio" });
  await adForm.getByLabel("Campanha").selectOption({ label: CAMPAIGN });
  await adForm.getByLabel("Título").fill(AD_TITLE);
  await adForm.getByLabel("Endereço do anúncio (URL)").fill("javascript:alert(1)");
  await adForm.getByRole("button", { name: "Criar anúncio" }).click();
  await expect(adForm.getByText("Escreva um texto ou escolha uma imagem para o anúncio.")).toBeVisible();
  await expect(adForm.getByText(/Informe um endereço completo que comece com https:\/\//)).toBeVisible();
  await adForm
    .getByRole("textbox", { name: "Texto do anúncio" })
    .fill("Entrega grátis hoje em toda a cidade.");
  await adForm.getByLabel("Endereço do anúncio (URL)").fill(LANDING);
  await adForm.getByRole("button", { name: "Criar anúncio" }).click();
  await expect(adForm).toBeHidden();
  const tile = page.getByRole("listitem").filter({ hasText: AD_TITLE });
  await expect(tile.getByRole("link", { name: new RegExp(LANDING) })).toHaveAttribute(
    "rel",
    "sponsored noopener",
  );

  // the prerendered home never carries the ad: it arrives after load, in the promo's box
  const shopper = await visitor(browser);
  const html = await (await shopper.request.get("/")).text();
  expect(html).not.toContain(AD_TITLE);
  expect(await homeShowing(shopper, AD_TITLE)).toBe(true);
  const banner = shopper.locator('a[rel="sponsored noopener"]', { hasText: AD_TITLE });
  await expect(banner).toHaveAttribute("href", /^\/api\/anuncios\/[0-9a-f-]{36}\/clique\?v=[0-9a-f-]{36}$/);
  await expect(shopper.getByText("Patrocinado")).toBeVisible();
  expect(await shopper.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);

  // seen: at least half of it on screen sends the impression beacon for this page view
  const adId = await banner.getAttribute("data-ad-id");
  const viewId = new URL((await banner.getAttribute("href"))!, "http://x").searchParams.get("v");
  await banner.scrollIntoViewIfNeeded();
  await expect
    .poll(() => beacons.some((url) => url.includes(`/api/anuncios/${adId}/impressao?v=${viewId}`)))
    .toBe(true);
  // ...and the server counted it, before any click
  await expect
    .poll(async () => {
      const rows = await adminRest<{ impressoes: number; cliques: number }[]>(
        `metricas_anuncio_dia?anuncio_id=eq.${adId}&select=impressoes,cliques`,
      );
      return rows.reduce((sum, row) => sum + row.impressoes, 0) > 0 && rows.every((row) => row.cliques === 0);
    })
    .toBe(true);
  // the click route answers the real 302 (and counts). A Playwright route sees only the first request of a
  // redirect, so the browser is handed the same destination as a plain navigation, which the route above
  // intercepts: the visitor lands on the ad's own URL, nowhere else
  const redirects: string[] = [];
  await shopper.route("**/api/anuncios/*/clique?v=*", async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()["location"] ?? "";
    redirects.push(`${response.status()} ${location}`);
    await route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: `<meta http-equiv="refresh" content="0;url=${location}">`,
    });
  });
  await banner.click();
  await expect.poll(() => redirects).toEqual([`302 ${LANDING}`]);
  await expect(shopper).toHaveURL(LANDING);
  await expect(shopper.locator("h1")).toHaveText("Página do anunciante");
  // no open redirect: whatever the query says, the route sends to the ad's stored URL (the same view id
  // again counts nothing more); an unknown ad goes to the home
  const forged = await shopper.request.get(
    `/api/anuncios/${adId}/clique?v=${viewId}&url=https://evil.example/&to=https://evil.example/`,
    { maxRedirects: 0 },
  );
  expect(forged.status()).toBe(302);
  expect(forged.headers()["location"]).toBe(LANDING);
  const unknown = await shopper.request.get(
    `/api/anuncios/00000000-0000-4000-8000-000000000000/clique?v=${viewId}&url=https://evil.example/`,
    { maxRedirects: 0 },
  );
  expect(new URL(unknown.headers()["location"] ?? "").pathname).toBe("/");
  await shopper.context().close();

  // the dashboard's cards are the sums of the campaign beside them: one click at the default CPC
  await page.goto("/advertiser");
  const figures = page.getByRole("region", { name: "Desempenho" }).getByRole("definition");
  await expect(figures.nth(1)).toHaveText("1"); // Cliques
  await expect(figures.nth(3)).toHaveText("R$ 0,50"); // Investido
  const card = page.getByRole("listitem").filter({ hasText: CAMPAIGN });
  await expect(card.getByText("R$ 0,50 de R$ 50,00")).toBeVisible();

  // 'Pausar' takes the ad off the home at once
  await page.goto("/advertiser/campaigns");
  await page
    .getByRole("row", { name: new RegExp(CAMPAIGN) })
    .getByRole("button", { name: `Pausar ${CAMPAIGN}` })
    .click();
  await expect(
    page.getByRole("row", { name: new RegExp(CAMPAIGN) }).getByText("Pausada", { exact: true }),
  ).toBeVisible();
  const later = await visitor(browser);
  for (let attempt = 0; attempt < 6; attempt++) {
    const answer = later.waitForResponse((response) => response.url().endsWith("/api/anuncios"));
    await later.goto("/");
    const body = (await (await answer).json()) as { ads: { title: string }[] };
    expect(body.ads.map((ad) => ad.title)).not.toContain(AD_TITLE);
  }
  await later.context().close();
});

test("a finished campaign cannot be activated again, nor edited", async ({ page }) => {
  const name = `Campanha encerrada ${stamp}`;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await adminRest("campanhas", {
    method: "POST",
    body: {
      anunciante_id: advertiser.id,
      nome: name,
      status: "pausada",
      orcamento: 100,
      data_inicio: day(-30),
      data_fim: day(-3),
    },
  });
  await signInWithPassword(page, advertiser.email, advertiser.password);
  await page.goto("/advertiser/campaigns");
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Finalizada", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Ativar" })).toBeDisabled();
  await expect(row.getByRole("button", { name: `Editar ${name}` })).toHaveCount(0);
});
