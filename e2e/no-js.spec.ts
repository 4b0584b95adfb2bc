import { companies, DEMO_COMPANY_ID } from "../fixtures/companies";
import { products } from "../fixtures/products";
import { formatMoney } from "../lib/format";
import { searchCatalog } from "../lib/store/search";
import { expect, test, type Page } from "./support/test";

// product.md D12: what a shopper needs works without JavaScript. A streamed <Suspense> boundary's content
// arrives in a hidden div that only an inline script reveals, so these pages must carry their content in
// the first HTML, visible as it is.
test.use({ javaScriptEnabled: false });

const QUERY = "pizza";
const found = searchCatalog({ query: QUERY }, { companies, products }).products;
const bakery = companies.find((company) => company.id === DEMO_COMPANY_ID)!;
const bakeryProducts = products.filter((product) => product.companyId === bakery.id && product.available);

const productCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) });

test.describe("without JavaScript (product.md D12)", () => {
  test(`a search at /?q=${QUERY} shows its heading and the products found`, async ({ page }) => {
    expect(found.length, `the sample catalogue has products matching '${QUERY}'`).toBeGreaterThan(1);
    await page.goto(`/?q=${QUERY}`);
    const results = page.getByRole("region", { name: "Resultados da busca" });
    await expect(results.getByRole("heading", { level: 2, name: "Resultados da busca" })).toBeVisible();
    for (const product of found) {
      await expect(results.getByRole("link", { name: product.name, exact: true })).toBeVisible();
    }
    // the category strip (a filter is a plain link) is there too, not left behind a placeholder
    await expect(
      page.getByRole("navigation", { name: "Categorias" }).getByRole("link").first(),
    ).toBeVisible();
  });

  test("the search form on / submits as a plain GET and lands on the results", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Buscar empresas ou produtos" });
    await search.fill(QUERY);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/\\?q=${QUERY}$`));
    const results = page.getByRole("region", { name: "Resultados da busca" });
    await expect(results.getByRole("link", { name: found[0]!.name, exact: true })).toBeVisible();
  });

  test("a store page shows its name, its products and their prices", async ({ page }) => {
    await page.goto(`/company/${bakery.id}`);
    await expect(page.getByRole("heading", { level: 1, name: bakery.name })).toBeVisible();
    for (const product of bakeryProducts.slice(0, 3)) {
      const card = productCard(page, product.name).first();
      await expect(card).toBeVisible();
      await expect(card).toContainText(formatMoney(product.price));
    }
  });

  test("a product page shows its name and price", async ({ page }) => {
    const product = bakeryProducts[0]!;
    await page.goto(`/product/${product.id}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(formatMoney(product.price)).first()).toBeVisible();
  });
});
