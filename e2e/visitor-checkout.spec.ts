import { expect, test } from "./support/test";

import { companies } from "../fixtures/companies";
import { products } from "../fixtures/products";
import type { Product } from "../lib/catalog/types";
import { CART_STORAGE_KEY } from "../lib/cart/cart-storage";
import { isOpenAt } from "../lib/store/opening-hours";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs, submitLogin } from "./support/auth";

const companyOf = (product: Product) => companies.find((company) => company.id === product.companyId)!;
// The cart accepts products of open stores only, on the browser's clock (product.md §4, 6): pin that clock to a
// Wednesday noon in São Paulo and buy from a store open then (as e2e/cart-checkout.spec.ts does).
const WEDNESDAY_NOON = new Date("2026-11-25T12:00:00-03:00");
const product = products.find(
  (p) =>
    p.available &&
    companyOf(p).status === "active" &&
    companyOf(p).approval === "approved" &&
    isOpenAt(companyOf(p).openingHours, WEDNESDAY_NOON),
);

test.describe("the way to checkout for a visitor (product.md D13)", () => {
  test("a visitor adds a product, follows 'Ver carrinho', signs in at 'Finalizar Pedido' and is back at checkout with the same cart", async ({
    page,
  }) => {
    test.slow(); // product page, cart, sign-in and checkout in one journey
    expect(product, "a sample store is open on Wednesday at noon").toBeDefined();
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    await page.goto(`/product/${product!.id}`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Carrinho, vazio" })).toBeVisible();

    await page.getByRole("button", { name: "Aumentar quantidade" }).click();
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(page.getByText("Produto adicionado ao carrinho")).toBeVisible();
    // the header's cart counts for a visitor too
    await expect(header.getByRole("link", { name: "Carrinho, 2 itens" })).toBeVisible();
    await expect(header.getByTestId("cart-count")).toHaveText("2");

    // the toast's way on to the cart works from the keyboard
    const viewCart = page.getByRole("link", { name: "Ver carrinho" });
    await expect(viewCart).toHaveAttribute("href", "/cart");
    await viewCart.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("link", { name: "Ver carrinho" })).toHaveCount(0);
    await expect(page.getByRole("group", { name: `Quantidade de ${product!.name}` })).toContainText("2");

    await page.getByRole("link", { name: "Finalizar Pedido" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
    await submitLogin(page, DEMO_EMAILS.cliente, DEMO_PASSWORD);

    // back at checkout, not at /customer, with the cart that was in the browser before signing in
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
    const summary = page.getByRole("region", { name: "Resumo do pedido" });
    await expect(summary.getByText(product!.name)).toBeVisible();
    await expect(summary.getByText("2x")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Carrinho, 2 itens" })).toBeVisible();
    expect(
      JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)) ?? "{}")
        .lines,
    ).toEqual([{ productId: product!.id, companyId: product!.companyId, quantity: 2 }]);
  });

  test("/login?next=https://evil.example signs the cliente in to their usual landing", async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent("https://evil.example")}`);
    await submitLogin(page, DEMO_EMAILS.cliente, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/customer$/, { timeout: 15_000 });
    expect(new URL(page.url()).host).not.toContain("evil.example");
  });

  test("/login?next=//evil.example signs the cliente in to their usual landing", async ({ page }) => {
    await page.goto("/login?next=%2F%2Fevil.example");
    await submitLogin(page, DEMO_EMAILS.cliente, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/customer$/, { timeout: 15_000 });
  });
});

test.describe("the header's cart button (product.md §6, product.md D13)", () => {
  test("a visitor sees it on /, in place before and after the session arrives (no layout shift)", async ({
    page,
  }) => {
    // Hold /api/session so the header's loading frame can be measured before the visitor header replaces it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/session", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const header = page.getByRole("banner");
    const cart = header.getByRole("link", { name: /^Carrinho/ });
    await expect(header).toHaveAttribute("aria-busy", "true");
    await expect(cart).toBeVisible();
    // measure once the web font has settled, so only the session's arrival could move anything
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const before = await cart.boundingBox();

    release();
    await expect(header.getByRole("link", { name: "Entrar" })).toBeVisible();
    await expect(header).not.toHaveAttribute("aria-busy", "true");
    await expect(cart).toHaveAttribute("href", "/cart");
    expect(await cart.boundingBox()).toEqual(before);
  });

  test("a visitor on a phone has it beside the menu toggle", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Abrir menu" })).toBeVisible();
    await expect(header.getByRole("link", { name: /^Carrinho/ })).toBeVisible();
  });

  test("the demo empresa has no cart button", async ({ page }) => {
    await signInAs(page, "empresa", "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Meu painel:/ })).toBeVisible();
    await expect(header.getByRole("link", { name: /^Carrinho/ })).toHaveCount(0);
  });
});
