import { expect, test, type Locator, type Page } from "./support/test";

import { COMPANY_IDS, companies } from "../fixtures/companies";
import { products } from "../fixtures/products";
import { FREE_SHIPPING_THRESHOLD } from "../lib/orders/store-delivery";
import { signInAs } from "./support/auth";
import { seedCart, WEDNESDAY_NOON } from "./support/cart";

// Padaria Pão Quente charges R$ 4,99 and delivers in 20-30 min; its bread costs R$ 7,50, so 9 make the
// issue's R$ 67,50 cart (free from R$ 50) and 5 make R$ 37,50 (R$ 12,50 short).
const padaria = companies.find((company) => company.id === COMPANY_IDS.paoQuente)!;
const bread = products.find((product) => product.name === "Pão francês (10 unidades)")!;

function summaryOf(page: Page) {
  return page.getByRole("region", { name: "Resumo do pedido" });
}

function storeRow(summary: Locator) {
  return summary
    .getByRole("list", { name: "Entrega por loja" })
    .getByRole("listitem")
    .filter({ hasText: padaria.name });
}

function summaryRow(summary: Locator, label: RegExp) {
  return summary.locator("dl > div").filter({ hasText: label });
}

test.describe("free delivery from R$ 50 per store, each store's own fee and time (product.md D13)", () => {
  test.beforeEach(async ({ page }) => {
    expect(padaria).toMatchObject({ deliveryFee: 4.99, deliveryTime: "20-30 min" });
    expect(bread).toMatchObject({ companyId: padaria.id, price: 7.5, available: true });
    expect(FREE_SHIPPING_THRESHOLD).toBe(50);
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    await signInAs(page, "cliente", "/cart");
  });

  test("a R$ 67,50 cart from one store delivers for 'Grátis' on /cart and /checkout", async ({ page }) => {
    await seedCart(page, [{ product: bread, quantity: 9 }]);
    const cart = summaryOf(page);
    const cartStore = storeRow(cart);
    await expect(cartStore).toContainText("Grátis");
    await expect(cartStore).toContainText("Frete grátis garantido nesta loja");
    await expect(cartStore).toContainText("Entrega em 20-30 min");
    await expect(cartStore.getByRole("progressbar")).toHaveCount(0);
    await expect(cart).not.toContainText("para frete grátis");
    await expect(summaryRow(cart, /^Taxa de entrega/)).toContainText("Grátis");
    await expect(summaryRow(cart, /^Total/)).toContainText("R$ 67,50");

    await page.getByRole("link", { name: "Finalizar Pedido" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const checkout = summaryOf(page);
    await expect(page.getByRole("radio", { name: /Entrega/ })).toBeChecked();
    const checkoutStore = storeRow(checkout);
    await expect(checkoutStore).toContainText("Grátis");
    await expect(checkoutStore).toContainText("Entrega em 20-30 min");
    await expect(summaryRow(checkout, /^Taxa de entrega/)).toContainText("Grátis");
    await expect(summaryRow(checkout, /^Tempo estimado/)).toContainText("20-30 min");
    await expect(summaryRow(checkout, /^Total/)).toContainText("R$ 67,50");
  });

  test("a R$ 37,50 cart shows 'Faltam R$ 12,50 para frete grátis' and the store's own R$ 4,99 fee", async ({
    page,
  }) => {
    await seedCart(page, [{ product: bread, quantity: 5 }]);
    const cart = summaryOf(page);
    const cartStore = storeRow(cart);
    await expect(cartStore).toContainText("Faltam R$ 12,50 para frete grátis");
    await expect(cartStore).toContainText("R$ 4,99");
    await expect(cartStore).toContainText("Entrega em 20-30 min");
    await expect(
      cartStore.getByRole("progressbar", { name: `Progresso para o frete grátis em ${padaria.name}` }),
    ).toHaveAttribute("aria-valuenow", "75");
    await expect(summaryRow(cart, /^Taxa de entrega/)).toContainText("R$ 4,99");
    await expect(summaryRow(cart, /^Total/)).toContainText("R$ 42,49");

    await page.getByRole("link", { name: "Finalizar Pedido" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const checkout = summaryOf(page);
    await expect(page.getByRole("radio", { name: /Entrega/ })).toBeChecked();
    const checkoutStore = storeRow(checkout);
    await expect(checkoutStore).toContainText("Faltam R$ 12,50 para frete grátis");
    await expect(checkoutStore).toContainText("R$ 4,99");
    await expect(summaryRow(checkout, /^Taxa de entrega/)).toContainText("R$ 4,99");
    await expect(summaryRow(checkout, /^Tempo estimado/)).toContainText("20-30 min");
    await expect(summaryRow(checkout, /^Total/)).toContainText("R$ 42,49");

    // product.md §9: pickup pays nothing, so there is nothing left to reach
    await page.getByRole("radio", { name: /Retirada no local/ }).check();
    await expect(summaryRow(checkout, /^Taxa de entrega/)).toContainText("Grátis");
    await expect(checkout).not.toContainText("para frete grátis");
    await expect(summaryRow(checkout, /^Total/)).toContainText("R$ 37,50");
  });
});
