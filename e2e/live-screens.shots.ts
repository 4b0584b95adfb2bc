import { join } from "node:path";

import { expect, test } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { orderCode } from "../lib/orders/history";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs } from "./support/auth";
import { accessToken } from "./support/backend";
import { newPersonPage } from "./support/checkout";
import { dropRealtimeSockets, expectLive } from "./support/live";
import { changeStatusAs, placeOrderAs, removeTestOrdersAfterEachTest } from "./support/orders";
import { bread } from "./support/order-pages";
import { SHOT_SIZES, shotsDir } from "./support/shots";
import { openStoresDuringEachTest } from "./support/stores";

// Screenshots of the live screens (issue 21) for a person to look at, at a phone's and a laptop's width:
// `npm run shots` after `npm run build` (playwright.shots.config.ts), into E2E_SHOTS_DIR or test-results/live-shots.

test.describe("screenshots of the live screens (issue 21)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  for (const size of SHOT_SIZES) {
    test(`at ${size.name} px`, async ({ page, browser }) => {
      test.slow();
      const dir = shotsDir("live-shots");
      const shot = (target: typeof page, name: string) =>
        target.screenshot({ path: join(dir, `${name}-${size.name}.png`) });
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInAs(page, "empresa", "/company/pedidos");
      await expectLive(page);

      // a customer orders: the board rings, toasts and counts it in the title
      const { token } = await accessToken(DEMO_EMAILS.cliente, DEMO_PASSWORD);
      const orderId = await placeOrderAs(token, [{ productId: bread.id, quantity: 2 }]);
      await expect(page.getByText(`Novo pedido #${orderCode(orderId)}`)).toBeVisible();
      await shot(page, "board-new-order");

      // the customer's order page, live, then while the socket is down
      const customer = await newPersonPage(browser, "cliente", { width: size.width, height: size.height });
      try {
        await customer.goto(`/customer/order/${orderId}`);
        await expectLive(customer);
        const { token: ownerToken } = await accessToken(DEMO_EMAILS.empresa, DEMO_PASSWORD);
        await changeStatusAs(ownerToken, orderId, "preparando");
        await expect(customer.getByRole("main").locator("article > header [data-tone]")).toHaveText(
          "Preparando",
        );
        await shot(customer, "order-live");
        await dropRealtimeSockets(5_000);
        await expect(customer.locator('[data-live-status="reconnecting"]')).toBeVisible();
        await shot(customer, "order-reconnecting");
      } finally {
        await customer.context().close();
      }
    });
  }
});
