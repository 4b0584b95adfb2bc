import { expect, test, type Page } from "./support/test";

import { companies, DEMO_COMPANY_ID } from "../fixtures/companies";
import { products } from "../fixtures/products";
import type { Company } from "../lib/catalog/types";
import { rankFeaturedCompanies } from "../lib/store/featured";
import { HOME_FEATURED_COMPANIES } from "../lib/store/home-featured";
import { nextOpening } from "../lib/store/next-opening";
import { openFirst } from "../lib/store/open-first";
import { HOME_PRODUCTS } from "../lib/store/pagination";
import { isOpenAt } from "../lib/store/opening-hours";

// product.md D13, at night. The server renders at the real time; the browser's clock is pinned, so every order and
// label below appears only once the client has re-checked the stores after hydration (auto-retrying expects).
const WEDNESDAY_4AM = new Date("2026-11-18T04:00:00-03:00");
const WEDNESDAY_10_30PM = new Date("2026-11-18T22:30:00-03:00");
// A service category of the categorias table (supabase/seed.sql): no product belongs to it.
const BELEZA_ID = "50bdb672-2dc6-4576-b109-6e7435a2e8cd";

const featured = rankFeaturedCompanies(companies, HOME_FEATURED_COMPANIES);
const companyOf = (id: string) => companies.find((company) => company.id === id)!;

// An independent wording of 'Fechado · abre …' (the app's comes from the message catalogue).
const DAY_WORD: Record<string, string> = {
  today: "hoje",
  tomorrow: "amanhã",
  monday: "segunda",
  tuesday: "terça",
  wednesday: "quarta",
  thursday: "quinta",
  friday: "sexta",
  saturday: "sábado",
  sunday: "domingo",
};
function closedLine(company: Company, at: Date): string {
  const next = nextOpening(company.openingHours, at);
  return next ? `Fechado · abre ${DAY_WORD[next.day]} às ${next.time}` : "Fechado";
}

function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/hydrat/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

const featuredRegion = (page: Page) => page.getByRole("region", { name: "Empresas em destaque" });

/** Waits until the featured carousel lists its stores open first at `at`: the browser sorts them once hydrated. */
const expectOpenFirstAt = (page: Page, at: Date) =>
  expect(featuredRegion(page).getByRole("heading", { level: 3 })).toHaveText(
    openFirst(featured, (company) => isOpenAt(company.openingHours, at)).map((company) => company.name),
  );

test.describe("stores at night: open first, closed ones say when they open (product.md D13)", () => {
  for (const at of [WEDNESDAY_4AM, WEDNESDAY_10_30PM]) {
    const time = at.toLocaleTimeString("pt-BR", { timeZone: "America/Sao_Paulo", timeStyle: "short" });
    const closed = featured.filter((company) => !isOpenAt(company.openingHours, at));

    test(`at ${time} the home's featured stores list open stores first, and every closed card says when it opens`, async ({
      page,
    }) => {
      expect(closed.length, "some featured stores are closed then").toBeGreaterThan(0);
      expect(closed.length, "some featured store is open then").toBeLessThan(featured.length);
      const errors = watchHydration(page);
      await page.clock.setFixedTime(at);
      await page.goto("/");

      await expectOpenFirstAt(page, at);
      const region = featuredRegion(page);
      // DOM order is the visual order (the children are sorted, not moved with CSS)
      const [first, second] = await Promise.all([
        region.getByRole("article").nth(0).boundingBox(),
        region.getByRole("article").nth(1).boundingBox(),
      ]);
      expect(first!.x).toBeLessThan(second!.x);

      for (const company of closed) {
        const card = region.getByRole("article").filter({ hasText: company.name });
        await expect(card.getByText(closedLine(company, at), { exact: true })).toBeVisible();
        // a closed store stays browsable: its card links to the store page
        await expect(card.getByRole("link", { name: company.name })).toHaveAttribute(
          "href",
          `/company/${company.id}`,
        );
      }
      expect(errors).toEqual([]);
    });
  }

  test("at 04:00 the home's product grid shows open stores' products before the closed ones'", async ({
    page,
  }) => {
    // The server picks the home's first HOME_PRODUCTS products at its own (real) time; the browser, at 04:00,
    // re-sorts them: whatever they are, no product of an open store may follow one of a closed store.
    await page.clock.setFixedTime(WEDNESDAY_4AM);
    await page.goto("/");
    const grid = page.getByRole("region", { name: "Todos os Produtos" });
    await expect(grid.getByRole("article")).toHaveCount(HOME_PRODUCTS);
    await expect
      .poll(async () => {
        const states = await grid
          .getByRole("article")
          .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-state")));
        const firstClosed = states.indexOf("company_closed");
        return firstClosed === -1 || !states.slice(firstClosed).includes("available");
      })
      .toBe(true);
  });

  test("a closed featured store opens from the home and stays browsable: products shown, adding disabled with the reason", async ({
    page,
  }) => {
    const store = companyOf(DEMO_COMPANY_ID);
    expect(isOpenAt(store.openingHours, WEDNESDAY_4AM), `${store.name} is closed at 04:00`).toBe(false);
    const opensAt = nextOpening(store.openingHours, WEDNESDAY_4AM)!;
    const errors = watchHydration(page);
    await page.clock.setFixedTime(WEDNESDAY_4AM);
    await page.goto("/");

    // The carousel puts open stores first once the browser has checked the hours, when the page has hydrated
    // (the stored cart arrives as a transition, so that can come a moment after load): a tap before that could
    // land on the card that moves into this one's place, so tap once the order is the night's.
    await expectOpenFirstAt(page, WEDNESDAY_4AM);
    await featuredRegion(page).getByRole("link", { name: store.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${store.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: store.name })).toBeVisible();
    // Next 16 keeps the home rendered but hidden after a client navigation: only the visible badge counts
    await expect(
      page.getByText(closedLine(store, WEDNESDAY_4AM), { exact: true }).filter({ visible: true }),
    ).toBeVisible();

    const shelf = page.getByRole("region", { name: "Produtos", exact: true });
    const product = products.find((item) => item.companyId === store.id && item.available)!;
    const card = shelf
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: product.name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("Empresa Fechada", { exact: true })).toBeVisible();
    await expect(
      card.getByText(`Abre ${DAY_WORD[opensAt.day]} às ${opensAt.time}`, { exact: true }),
    ).toBeVisible();
    await expect(card.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeDisabled();
    expect(errors).toEqual([]);
  });
});

test.describe("categories name the grid (product.md D13)", () => {
  test("a category with no products shows its name as heading and the empty message, with a link back to Todos", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Categorias" })
      .getByRole("link", { name: "Beleza", exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?categoria=${BELEZA_ID}$`));

    const results = page.getByRole("region", { name: "Beleza", exact: true });
    await expect(results.getByRole("heading", { level: 2, name: "Beleza", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Todos os Produtos" })).toHaveCount(0);
    await expect(results.getByText("Nenhum produto em Beleza ainda", { exact: true })).toBeVisible();

    await results.getByRole("link", { name: "Ver todos os produtos" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Todos os Produtos" })).toBeVisible();
  });

  test("the link back to Todos keeps the search text", async ({ page }) => {
    await page.goto(`/?q=p%C3%A3o&categoria=${BELEZA_ID}`);
    const results = page.getByRole("region", { name: "Resultados da busca" });
    await expect(results.getByText("Nenhum produto encontrado", { exact: true })).toBeVisible();
    await expect(results.getByRole("link", { name: "Ver todos os produtos" })).toHaveAttribute(
      "href",
      "/?q=p%C3%A3o",
    );
  });
});
