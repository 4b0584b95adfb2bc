import { expect, test, type Page } from "./support/test";

import { signInAs } from "./support/auth";

// The storefront shell is the same on every (store) page; /cart is public for visitors (product.md §2 guard).
const STORE_PAGE = "/cart";

test.describe("404 (product.md §2: any other path)", () => {
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
    // The open dialog hides the rest of the page from the accessibility tree, the toggle included.
    const toggle = page.getByRole("button", { name: "Abrir menu", includeHidden: true });
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

test.describe("signed in", () => {
  test("an unknown path answers 404 once the guard lets the user through", async ({ page }) => {
    await signInAs(page, "cliente");
    const response = await page.goto("/pagina-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });

  test("cliente on desktop: cart, panel button with the display name, and 'Sair' signs out", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, "cliente", "/customer");
    const top = header(page);
    await expect(top.getByRole("link", { name: /^Carrinho/ })).toHaveAttribute("href", "/cart");
    await expect(top.getByRole("link", { name: "Meu painel: Ana Souza" })).toHaveAttribute(
      "href",
      "/customer",
    );
    await expect(top.getByRole("link", { name: "Entrar" })).toHaveCount(0);
    await top.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("cliente on mobile in the dashboard: the customer area links and 'Sair'", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "cliente", "/customer");
    await header(page).getByRole("button", { name: "Abrir menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByRole("link")).toHaveText([
      "Painel",
      "Meus Pedidos",
      "Meu Perfil",
      "Cupons",
      /^Avisos/, // with the unread count beside it (product.md D11)
      "Configurações",
      "Alterar Senha",
    ]);
    await expect(sheet.getByRole("button", { name: "Sair" })).toBeVisible();
  });

  test("cliente on mobile in the storefront: 'Meu Painel' and 'Sair' (product.md §2 index context)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "cliente", STORE_PAGE);
    await header(page).getByRole("button", { name: "Abrir menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByText("Conectado como Ana Souza")).toBeVisible();
    await expect(sheet.getByRole("link")).toHaveText(["Meu Painel"]);
    await expect(sheet.getByRole("link", { name: "Meu Painel" })).toHaveAttribute("href", "/customer");
    await expect(sheet.getByRole("button", { name: "Sair" })).toBeVisible();
  });

  test("admin on mobile in the dashboard: only 'Sair' (product.md §2)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "admin", "/admin");
    await header(page).getByRole("button", { name: "Abrir menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByRole("button", { name: "Sair" })).toBeVisible();
    await expect(sheet.getByRole("link")).toHaveCount(0);
  });
});

test.describe("/para-empresas", () => {
  test("presents Vitrine to businesses with the three company plans", async ({ page }) => {
    const response = await page.goto("/para-empresas");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/para-empresas$/);
    await expect(page).toHaveTitle("Para Empresas | Vitrine");
    // What a crawler reads: the canonical link in the served HTML.
    expect(await response?.text()).toMatch(/<link rel="canonical" href="[^"]*\/para-empresas"\/>/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const plans = page.getByRole("article");
    await expect(plans.getByRole("heading")).toHaveText(["Gratuito", "Básico", "Premium"]);
    await expect(plans.getByText(/^R\$/)).toHaveText(["R$ 0,00", "R$ 29,90", "R$ 79,90"]);
    await expect(page.getByRole("row", { name: /^Produtos/ }).getByRole("cell")).toHaveText([
      "10",
      "50",
      "Ilimitado",
    ]);
    for (const cta of await page.getByRole("link", { name: "Cadastrar Empresa" }).all()) {
      await expect(cta).toHaveAttribute("href", "/para-empresas/cadastro");
    }
    await page.getByRole("link", { name: "Ver planos" }).click();
    await expect(page.getByRole("heading", { name: "Planos para empresas" })).toBeInViewport();
  });

  test("fits a 390 px phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/para-empresas");
    await expect(page.getByRole("table", { name: "Compare os planos" })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
