import { expect, test, type Browser, type Locator, type Page } from "./test";

import type { Product } from "../../lib/catalog/types";
import { signInAs, signInWithPassword, type DemoAccount } from "./auth";
import { ORDER_URL, seedCart, WEDNESDAY_NOON } from "./cart";
import { orderIdOf } from "./orders";

/** The checkout's (and the cart's) summary. */
export const summaryOf = (page: Page) => page.getByRole("region", { name: "Resumo do pedido" });

/** The value beside a label in a <dl> of rows (<div><dt>label</dt><dd>value</dd></div>). */
export function row(scope: Locator, label: string | RegExp): Locator {
  const name = typeof label === "string" ? new RegExp(`^${label}$`) : label;
  return scope.locator("dt").filter({ hasText: name }).locator("xpath=following-sibling::dd[1]");
}

/**
 * With the browser's clock at a Wednesday noon (the storefront checks a store is open on that clock; the
 * database checks its own, see e2e/support/stores.ts), fills the cart and opens checkout from it.
 */
export async function openCheckout(
  page: Page,
  lines: Array<{ product: Product; quantity: number }>,
): Promise<void> {
  await page.clock.setFixedTime(WEDNESDAY_NOON);
  await page.goto("/cart");
  await seedCart(page, lines);
  await page.getByRole("link", { name: "Finalizar Pedido" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  for (const { product } of lines) await expect(summaryOf(page).getByText(product.name)).toBeVisible();
}

/** Types `code` into the summary's coupon field, applies it and waits for 'Cupom … aplicado'. */
export async function applyCoupon(page: Page, code: string): Promise<void> {
  const summary = summaryOf(page);
  await summary.getByLabel("Cupom de desconto").fill(code);
  await summary.getByRole("button", { name: "Aplicar" }).click();
  await expect(summary.getByText(`Cupom ${code} aplicado`)).toBeVisible();
}

/** 'Finalizar Pedido', then the order's page: answers the new order's id. */
export async function finishCheckout(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Finalizar Pedido" }).click();
  await expect(page).toHaveURL(ORDER_URL, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: /^Pedido #/ })).toBeVisible();
  return orderIdOf(page.url());
}

/**
 * A second person in a browser of their own (a new context with the suite's options), signed in through
 * the API: a demo account, or a test's own e-mail and password. Close it with `page.context().close()`.
 */
export async function newPersonPage(
  browser: Browser,
  who: Exclude<DemoAccount, "semperfil"> | { email: string; password: string },
  viewport?: { width: number; height: number },
): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    ...(viewport ? { viewport } : {}),
  });
  const page = await context.newPage();
  if (typeof who === "string") await signInAs(page, who);
  else await signInWithPassword(page, who.email, who.password);
  return page;
}
