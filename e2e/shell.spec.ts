import { expect, test, type Page } from "@playwright/test";

// The storefront shell is the same on every (store) page; /cart is public for visitors (spec 2 guard).
const STORE_PAGE = "/cart";

test.describe("404 (spec 2: any other path)", () => {
  for (const path of ["/cart/pagina-que-nao-existe", "/product/1/2/3"]) {
    test(`${path} answers 404 with 'Oops! Page not found' and a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      const home = page.getByRole("link", { name: "Return to Home" });
      await expect(home).toHaveAttribute("href", "/");
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

function header(page: Page) {
  return page.getByRole("banner");
}

test.describe("header for a visitor", () => {
  test("desktop (1280): banner, logo, 'Para Empresas', 'Cadastrar' and 'Entrar'", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(STORE_PAGE);
    const top = header(page);
    await expect(top.getByText("Frete grátis acima de R$ 50!")).toBeVisible();
    await expect(top.getByRole("link", { name: "Vitrine, página inicial" })).toHaveAttribute("href", "/");
    await expect(top.getByRole("link", { name: "Para Empresas" })).toBeVisible();
    await expect(top.getByRole("link", { name: "Cadastrar" })).toHaveAttribute("href", "/cadastro");
    await expect(top.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
    await expect(top.getByRole("button", { name: "Abrir menu" })).toBeHidden();
  });

  test("mobile (390): banner, logo and the menu toggle instead of the links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(STORE_PAGE);
    const top = header(page);
    await expect(top.getByText("Frete grátis acima de R$ 50!")).toBeVisible();
    await expect(top.getByRole("link", { name: "Vitrine, página inicial" })).toBeVisible();
    await expect(top.getByRole("link", { name: "Entrar" })).toBeHidden();
    await expect(top.getByRole("button", { name: "Abrir menu" })).toBeVisible();
  });

  test("mobile menu opens as a dialog with the visitor links and Escape closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(STORE_PAGE);
    const toggle = header(page).getByRole("button", { name: "Abrir menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(sheet.getByRole("link")).toHaveText(["Entrar", "Cadastrar", "Para Empresas", "Carrinho"]);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a menu link navigates and closes the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(STORE_PAGE);
    await header(page).getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Cadastrar" }).click();
    await expect(page).toHaveURL(/\/cadastro$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(STORE_PAGE);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#conteudo")).toBeFocused();
  });

  test("the footer shows its links and the copyright", async ({ page }) => {
    await page.goto(STORE_PAGE);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Para Empresas" })).toHaveAttribute(
      "href",
      "/para-empresas",
    );
    await expect(footer.getByText(/^© \d{4} Vitrine\./)).toBeVisible();
  });
});

test.describe("/para-empresas", () => {
  test("presents Vitrine to businesses with the three company plans", async ({ page }) => {
    const response = await page.goto("/para-empresas");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/para-empresas$/);
    await expect(page).toHaveTitle("Para Empresas | Vitrine");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/para-empresas$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const plans = page.getByRole("article");
    await expect(plans.getByRole("heading")).toHaveText(["Gratuito", "Básico", "Premium"]);
    await expect(plans.getByText(/^R\$/)).toHaveText(["R$ 0,00", "R$ 29,90", "R$ 79,90"]);
    await page.getByRole("link", { name: "Cadastrar Empresa" }).first().click();
    await expect(page).toHaveURL(/\/cadastro$/);
  });
});
