import { expect, test, type Locator, type Page } from "./support/test";

// product.md §5: a broad search lists its products in pages of 24 ('Página N de M', links that keep the term).
const BROAD = "a";

const results = (page: Page) => page.getByRole("region", { name: "Resultados da busca" });
const pageNav = (page: Page) => page.getByRole("navigation", { name: "Páginas da lista de produtos" });

/** The product names on the page, in order (each product card's name links to /product/…; stores' do not). */
async function productNames(region: Locator): Promise<string[]> {
  return region.locator('article h3:has(a[href^="/product/"])').allTextContents();
}

test.describe("search results in pages (product.md §5)", () => {
  test("a broad term shows page 1; 'Próxima' leads to different products and keeps the term", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/?q=${BROAD}`);
    const pageOf = results(page).getByText(/^Página 1 de \d+$/);
    await expect(pageOf).toBeVisible();
    const pages = Number((await pageOf.textContent())!.match(/de (\d+)$/)![1]);
    expect(
      pages,
      `the demo catalogue has more than one page of products matching '${BROAD}'`,
    ).toBeGreaterThan(1);
    const first = await productNames(results(page));
    expect(first).toHaveLength(24);
    // the stores found are listed above the first page
    await expect(results(page).getByRole("heading", { name: "Estabelecimentos encontrados" })).toBeVisible();
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${baseURL}/?q=${BROAD}&pagina=2`);
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);

    await pageNav(page).getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?q=${BROAD}&pagina=2$`));
    await expect(results(page).getByText(`Página 2 de ${pages}`)).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Buscar empresas ou produtos" })).toHaveValue(BROAD);
    await expect(results(page).getByText(`Você buscou por “${BROAD}”.`)).toBeVisible();
    const second = await productNames(results(page));
    expect(second.length).toBeGreaterThan(0);
    expect(
      second.filter((name) => first.includes(name)),
      "page 2 repeats none of page 1",
    ).toEqual([]);
    await expect(pageNav(page).getByRole("link", { name: "Página 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pageNav(page).getByRole("link", { name: "Anterior" })).toHaveAttribute(
      "href",
      `/?q=${BROAD}`,
    );
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${baseURL}/?q=${BROAD}`);
    // every results page points search engines at the home, like the first
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${baseURL}/?$`));

    await pageNav(page).getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?q=${BROAD}$`));
    expect(await productNames(results(page))).toEqual(first);
  });

  for (const pagina of ["9999", "99999", "0", "dois"]) {
    test(`/?q=${BROAD}&pagina=${pagina} is not a page of the results: 404`, async ({ page }) => {
      const response = await page.goto(`/?q=${BROAD}&pagina=${pagina}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
      await expect(page).toHaveTitle(/Página não encontrada/);
    });
  }
});

test("a page past the end of a shorter list is a 404 like any unknown URL", async ({ page }) => {
  // within the database's reach, but this list ends sooner: the proxy asks for that page's first product
  const response = await page.goto(`/?q=${BROAD}&pagina=50`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the next results page is a plain link, server-rendered with its products", async ({ page }) => {
    await page.goto(`/?q=${BROAD}`);
    await pageNav(page).getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?q=${BROAD}&pagina=2$`));
    await expect(results(page).getByText(/^Página 2 de \d+$/)).toBeVisible();
    expect((await productNames(results(page))).length).toBeGreaterThan(0);
  });
});
