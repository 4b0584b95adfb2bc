import { expect, test } from "./support/test";

import { CATEGORY_IDS } from "../fixtures/ids";

const PRODUCT_CATEGORIES = ["Restaurantes", "Lanches", "Pizzaria", "Mercado", "Farmácia", "Bebidas"];

test.describe("home page (product.md §2)", () => {
  test("shows the hero, the search box and the category strip read from the database", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Sua vitrine digital rápida e prática" }),
    ).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Buscar empresas ou produtos" })).toHaveAttribute(
      "placeholder",
      "Buscar empresas ou produtos...",
    );

    const strip = page.getByRole("navigation", { name: "Categorias" });
    const names = await strip.getByRole("link").allTextContents();
    expect(names[0]).toBe("Todos");
    for (const name of PRODUCT_CATEGORIES) expect(names).toContain(name);
    // Service rows exist only in the categorias table; the inactive one is hidden.
    expect(names).toContain("Manutenção");
    expect(names).not.toContain("Limpeza");

    for (const heading of [
      "Empresas em destaque",
      "Seja um Parceiro",
      "Produtos em destaque",
      "Cupons de desconto",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    // the partner banner leads straight to the business sign-up (product.md D19)
    await expect(page.getByRole("link", { name: "Cadastrar Empresa" })).toHaveAttribute(
      "href",
      "/para-empresas/cadastro",
    );
    await expect(page.getByRole("heading", { name: "Todos os Produtos" })).toBeVisible();
    await expect(page.getByPlaceholder("Seu melhor email")).toBeVisible();
  });

  test("searching 'farmacia' without the accent finds the pharmacies", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Buscar empresas ou produtos" });
    await box.fill("farmacia");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/\?q=farmacia$/);
    await expect(page.getByRole("heading", { name: "Resultados da busca" })).toBeVisible();
    const companies = page.getByRole("region", { name: "Estabelecimentos encontrados" });
    await expect(companies.getByRole("heading", { name: "Drogaria Vida" })).toBeVisible();
    await expect(companies.getByRole("heading", { name: "Farmácia Pampulha" })).toBeVisible();
    // Rejected or inactive companies never appear.
    await expect(page.getByText("Drogaria Popular BH")).toHaveCount(0);
  });

  test("a search lists matching companies and products", async ({ page }) => {
    await page.goto("/?q=p%C3%A3o");
    const results = page.getByRole("region", { name: "Resultados da busca" });
    await expect(
      results.getByRole("region", { name: "Estabelecimentos encontrados" }).getByText("Padaria Pão Quente"),
    ).toBeVisible();
    await expect(results.getByRole("link", { name: "Pão francês (10 unidades)" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Buscar empresas ou produtos" })).toHaveValue("pão");
  });

  test("an empty result offers 'Limpar busca', which returns to /", async ({ page }) => {
    await page.goto("/?q=xyzabc");
    await expect(page.getByRole("heading", { name: "Nenhum resultado encontrado" })).toBeVisible();
    await page.getByRole("link", { name: "Limpar busca" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Todos os Produtos" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Buscar empresas ou produtos" })).toHaveValue("");
  });

  test("choosing a category filters the products", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Categorias" })
      .getByRole("link", { name: "Farmácia" })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?categoria=${CATEGORY_IDS.farmacia}$`));
    // product.md D13: the grid is headed by the chosen category
    const results = page.getByRole("region", { name: "Farmácia", exact: true });
    await expect(results.getByRole("link", { name: "Paracetamol 750 mg (20 comprimidos)" })).toBeVisible();
    await expect(results.getByRole("link", { name: "Pão francês (10 unidades)" })).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Farmácia" }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("the search keeps the chosen category", async ({ page }) => {
    await page.goto(`/?categoria=${CATEGORY_IDS.farmacia}`);
    const box = page.getByRole("searchbox", { name: "Buscar empresas ou produtos" });
    await box.fill("dipirona");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`\\?q=dipirona&categoria=${CATEGORY_IDS.farmacia}$`));
    const results = page.getByRole("region", { name: "Resultados da busca" });
    await expect(
      results.getByRole("link", { name: "Dipirona monoidratada 500 mg (10 comprimidos)" }),
    ).toBeVisible();
    await expect(results.getByRole("link", { name: "Paracetamol 750 mg (20 comprimidos)" })).toHaveCount(0);
  });

  test("has complete metadata for search engines and link previews", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Vitrine/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /vitrine digital/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${baseURL}/?$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-default\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const image = await page.request.get("/og-default.png");
    expect(image.ok()).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Streamed <Suspense> content is revealed by React's inline script, so only the HTML is checked here.
  test("the search form submits as a plain GET and the server renders the results into the HTML", async ({
    page,
  }) => {
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Buscar empresas ou produtos" });
    await box.fill("farmacia");
    await box.press("Enter");
    await expect(page).toHaveURL(/\?q=farmacia$/);
    const html = await page.content();
    expect(html).toContain("Estabelecimentos encontrados");
    expect(html).toContain("Drogaria Vida");
    expect(html).toContain("Farmácia Pampulha");
  });
});

test.describe("open or closed follows the shopper's clock, not the prerender time (product.md §4)", () => {
  function collectErrors(page: import("@playwright/test").Page) {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    return errors;
  }

  test("at 23:00 Farmácia Pampulha (08:00-22:00) is closed: says when it opens, still links, products marked 'Empresa Fechada'", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.clock.install({ time: new Date("2026-11-16T23:00:00-03:00") });

    await page.goto("/?q=farmacia");
    const companies = page.getByRole("region", { name: "Estabelecimentos encontrados" });
    const pampulha = companies.getByRole("article").filter({ hasText: "Farmácia Pampulha" });
    await expect(pampulha.getByText("Fechado · abre amanhã às 08:00")).toBeVisible();
    // product.md D13: a closed store stays browsable
    await expect(pampulha.getByRole("link", { name: "Farmácia Pampulha" })).toBeVisible();
    await expect(companies.getByRole("link", { name: "Drogaria Vida" })).toBeVisible();

    await page.goto(`/?categoria=${CATEGORY_IDS.farmacia}`);
    const card = page
      .getByRole("region", { name: "Farmácia", exact: true })
      .locator("article", { has: page.getByRole("link", { name: "Ibuprofeno 400 mg (10 cápsulas)" }) });
    await expect(card.getByText("Empresa Fechada")).toBeVisible();
    await expect(card.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeDisabled();
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test("at 12:00 the same products can be added to the cart", async ({ page }) => {
    const errors = collectErrors(page);
    await page.clock.install({ time: new Date("2026-11-16T12:00:00-03:00") });
    await page.goto(`/?categoria=${CATEGORY_IDS.farmacia}`);
    const card = page
      .getByRole("region", { name: "Farmácia", exact: true })
      .locator("article", { has: page.getByRole("link", { name: "Ibuprofeno 400 mg (10 cápsulas)" }) });
    await expect(card.getByText("Empresa Fechada")).toHaveCount(0);
    await card.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(page.getByText("Produto adicionado ao carrinho")).toBeVisible();
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });
});
