import { expect, type Page } from "@playwright/test";

import { companies } from "../../fixtures/companies";
import { products } from "../../fixtures/products";
import type { Product } from "../../lib/catalog/types";
import { CART_STORAGE_KEY } from "../../lib/cart/cart-storage";
import { isOpenAt } from "../../lib/store/opening-hours";
import { isVisibleCompany } from "../../lib/store/search";

/** A Wednesday at noon in São Paulo: every store with weekday hours is open (pinned by the cart journeys). */
export const WEDNESDAY_NOON = new Date("2026-11-25T12:00:00-03:00");

export type SeedLine = { product: Pick<Product, "id" | "companyId">; quantity: number };

/**
 * Writes the stored cart as an earlier visit would have left it (the same JSON the cart provider writes);
 * the next page load reads it. The page's own cart provider writes its cart once it has loaded (an empty one
 * on a fresh visit): written before that, the seeded cart was overwritten by the page it was written on
 * (the checkout then said 'Seu carrinho está vazio'), so this waits for that first write. On a page whose
 * visit already holds a cart, use `seedCart`.
 */
export async function storeCart(page: Page, lines: SeedLine[]): Promise<void> {
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key) !== null, CART_STORAGE_KEY), {
      message: "the page's cart provider wrote its own cart",
    })
    .toBe(true);
  const stored = JSON.stringify({
    version: 1,
    lines: lines.map(({ product, quantity }) => ({
      productId: product.id,
      companyId: product.companyId,
      quantity,
    })),
  });
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    stored,
  ] as const);
}

/**
 * Writes the stored cart, then reloads until the page shows every seeded line with its quantity: the tab
 * writes its own cart once it has loaded, and under load that write or the catalogue fetch can race the first
 * reload, so the write is repeated. Waits on state, never on time.
 */
export async function seedCart(
  page: Page,
  lines: Array<{ product: Product; quantity: number }>,
): Promise<void> {
  await expect(async () => {
    await storeCart(page, lines);
    await page.reload();
    for (const { product, quantity } of lines) {
      await expect(page.getByRole("group", { name: `Quantidade de ${product.name}` })).toContainText(
        String(quantity),
        { timeout: 5_000 },
      );
    }
  }).toPass({ timeout: 20_000 });
}

/** The address an order page has after checkout (`/order/{uuid v4}`). */
export const ORDER_URL = /\/order\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The first product a shopper can order at `at`: available, of a store the storefront lists and open then. */
export function orderableProductAt(at: Date): Product | undefined {
  const companyOf = (product: Product) => companies.find((company) => company.id === product.companyId);
  return products.find((product) => {
    const company = companyOf(product);
    return (
      product.available &&
      company !== undefined &&
      isVisibleCompany(company) &&
      isOpenAt(company.openingHours, at)
    );
  });
}
