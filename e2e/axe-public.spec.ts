import { companies, COMPANY_IDS, DEMO_COMPANY_ID } from "../fixtures/companies";
import { CUSTOMER_IDS } from "../fixtures/customers";
import { CATEGORY_IDS } from "../fixtures/ids";
import { orders } from "../fixtures/orders";
import { products } from "../fixtures/products";
import type { Company } from "../lib/catalog/types";
import { isOpenAt } from "../lib/store/opening-hours";
import { signInAs } from "./support/auth";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { storeCart } from "./support/cart";
import { expect, test, type Locator, type Page } from "./support/test";

// product.md D12: every public page, and the cliente's own pages, with 0 serious or critical axe violations
// (WCAG 2.1 A/AA). Closed stores dim their cards, so the store-facing pages are checked at an hour when
// the sample stores are open and at one when they are closed, on the browser's clock (product.md §4).
const WEDNESDAY_NOON = new Date("2026-11-25T12:00:00-03:00");
const WEDNESDAY_4AM = new Date("2026-11-25T04:00:00-03:00");
const QUERY = "pizza";

const companyById = (id: string): Company => companies.find((company) => company.id === id)!;
const bakery = companyById(DEMO_COMPANY_ID);
const pizzeria = companyById(COMPANY_IDS.bellaNapoli);
// a 'Destaque' product: its badge sits on the photo, under the closed overlay at night
const featuredProduct = products.find((product) => product.companyId === bakery.id && product.featured)!;
const cartProduct = products.find((product) => product.companyId === bakery.id && product.available)!;
const ownOrders = orders.filter((order) => order.customerId === CUSTOMER_IDS.ana);
// one order page per status: each has its own badge and tracker colours
const orderPerStatus = [...new Map(ownOrders.map((order) => [order.status, order])).values()];

/** The open/closed badge of a store, once the browser has re-checked it against its own (pinned) clock. */
async function expectStoreState(badge: Locator, company: Company, at: Date) {
  await expect(badge).toHaveAttribute("data-open", String(isOpenAt(company.openingHours, at)));
}

const cardBadge = (page: Page, company: Company) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ hasText: company.name })
    .locator('[data-slot="badge"][data-open]')
    .first();
const heroBadge = (page: Page) => page.getByRole("main").locator('[data-slot="badge"][data-open]').first();

const CLOCK_PAGES: Array<{ name: string; path: string; ready: (page: Page, at: Date) => Promise<void> }> = [
  {
    name: "the home",
    path: "/",
    ready: (page, at) => expectStoreState(cardBadge(page, bakery), bakery, at),
  },
  {
    name: `the search for '${QUERY}'`,
    path: `/?q=${QUERY}`,
    ready: async (page, at) => {
      await expect(page.getByRole("region", { name: "Resultados da busca" })).toBeVisible();
      await expectStoreState(cardBadge(page, pizzeria), pizzeria, at);
    },
  },
  {
    name: "a store page",
    path: `/company/${bakery.id}`,
    ready: (page, at) => expectStoreState(heroBadge(page), bakery, at),
  },
  {
    name: "a product page",
    path: `/product/${featuredProduct.id}`,
    ready: (page, at) => expectStoreState(heroBadge(page), bakery, at),
  },
];

test.describe("axe on the storefront at an open and at a closed hour (product.md D12, product.md §4)", () => {
  test("the bakery is open at Wednesday noon; the bakery and the pizzeria are closed at 4 a.m.", () => {
    expect(isOpenAt(bakery.openingHours, WEDNESDAY_NOON), bakery.name).toBe(true);
    for (const company of [bakery, pizzeria]) {
      expect(isOpenAt(company.openingHours, WEDNESDAY_4AM), company.name).toBe(false);
    }
  });

  for (const [hour, at] of [
    ["open (Wednesday 12:00)", WEDNESDAY_NOON],
    ["closed (Wednesday 04:00)", WEDNESDAY_4AM],
  ] as const) {
    for (const { name, path, ready } of CLOCK_PAGES) {
      test(`${name} passes axe when the stores are ${hour}`, async ({ page }) => {
        await page.clock.setFixedTime(at);
        await page.goto(path);
        await ready(page, at);
        await expectNoSeriousAxeViolations(page, `${name}, ${hour}`);
      });
    }
  }
});

test.describe("axe on the other public pages (product.md D12)", () => {
  const pages: Array<{ name: string; path: string; ready: (page: Page) => Locator; status?: number }> = [
    {
      name: "the home filtered by a category",
      path: `/?categoria=${CATEGORY_IDS.pizzaria}`,
      ready: (page) =>
        page
          .getByRole("navigation", { name: "Categorias" })
          .locator(`a[aria-current="true"][href*="${CATEGORY_IDS.pizzaria}"]`),
    },
    {
      name: "the search route itself",
      path: `/busca?q=${QUERY}`,
      ready: (page) => page.getByRole("region", { name: "Resultados da busca" }),
    },
    {
      name: "the empty cart",
      path: "/cart",
      ready: (page) => page.getByRole("heading", { name: "Seu carrinho está vazio" }),
    },
    { name: "/login", path: "/login", ready: (page) => page.getByLabel("Email ou nickname") },
    { name: "/cadastro", path: "/cadastro", ready: (page) => page.getByLabel("Confirmar senha") },
    { name: "/register", path: "/register", ready: (page) => page.getByLabel("Confirmar senha") },
    {
      name: "/para-empresas",
      path: "/para-empresas",
      ready: (page) => page.getByRole("heading", { level: 1 }),
    },
    {
      name: "the 404 page",
      path: "/esta-pagina-nao-existe",
      ready: (page) => page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
      status: 404,
    },
  ];

  for (const { name, path, ready, status = 200 } of pages) {
    test(`${name} passes axe`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(ready(page).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, name);
    });
  }
});

test.describe("axe on the cliente's pages (product.md D12)", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    await signInAs(page, "cliente");
  });

  test("the cart with a line and the checkout pass axe", async ({ page }) => {
    await storeCart(page, [{ product: cartProduct, quantity: 2 }]);
    await page.goto("/cart");
    await expect(page.getByRole("group", { name: `Quantidade de ${cartProduct.name}` })).toContainText("2");
    await expectNoSeriousAxeViolations(page, "the cart with a line");

    await page.goto("/checkout");
    await expect(page.getByRole("button", { name: "Finalizar Pedido" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, "the checkout");
  });

  test("/orders and /profile pass axe", async ({ page }) => {
    await page.goto("/orders");
    await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/orders");

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Meu Perfil" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/profile");
  });

  test("an order page in every status passes axe", async ({ page }) => {
    test.slow(); // one page per order status
    expect(orderPerStatus.length).toBeGreaterThan(3);
    for (const order of orderPerStatus) {
      await page.goto(`/order/${order.id}`);
      await expect(page.getByRole("heading", { level: 1, name: /^Pedido #/ })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `an order page (${order.status})`);
    }
  });
});
