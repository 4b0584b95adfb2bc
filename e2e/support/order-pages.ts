import { expect, type Page } from "@playwright/test";

import { DEMO_COMPANY_ID } from "../../fixtures/companies";
import { products } from "../../fixtures/products";
import { orderCode } from "../../lib/orders/history";

// What the order specs look at: the demo bakery's bread they order, the store's board and the order page.

export const bread = products.find(
  (p) => p.companyId === DEMO_COMPANY_ID && p.name === "Pão francês (10 unidades)",
)!;

const main = (page: Page) => page.getByRole("main");

/** A tab of the store's board; its name carries its count ('Novos, 2 pedidos'): match the label only. */
export const boardTab = (page: Page, label: string) =>
  main(page).getByRole("tab", { name: new RegExp(`^${label}, `) });

/** An order's card in the board's open tab. */
export const boardCard = (page: Page, orderId: string) =>
  main(page)
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ hasText: `Pedido #${orderCode(orderId)}` });

/** The board answers clicks once hydrated: a tab switch that takes shows it. */
export async function boardHydrated(page: Page): Promise<void> {
  await expect(async () => {
    await boardTab(page, "Preparando").click();
    await expect(boardTab(page, "Preparando")).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass();
}

/** The order page's status badge, beside the heading. */
export const headerBadge = (page: Page) => main(page).locator("article > header [data-tone]");

/** The order tracker's current step. */
export const currentStep = (page: Page) =>
  page.getByRole("list", { name: "Etapas do pedido" }).locator('li[aria-current="step"]');
