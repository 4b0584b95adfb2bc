import type { Page } from "@playwright/test";

import type { Product } from "../../fixtures/schemas";
import { CART_STORAGE_KEY } from "../../lib/cart/cart-storage";

/** A Wednesday at noon in São Paulo: every store with weekday hours is open (pinned by the cart journeys). */
export const WEDNESDAY_NOON = new Date("2026-11-25T12:00:00-03:00");

export type SeedLine = { product: Pick<Product, "id" | "companyId">; quantity: number };

/**
 * Writes the stored cart as an earlier visit would have left it (the same JSON the cart provider writes);
 * the next page load reads it.
 */
export async function storeCart(page: Page, lines: SeedLine[]): Promise<void> {
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
