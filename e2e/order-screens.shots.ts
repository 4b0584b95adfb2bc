import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { orderCode } from "../lib/orders/history";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs } from "./support/auth";
import { accessToken } from "./support/backend";
import { applyCoupon, openCheckout } from "./support/checkout";
import {
  changeStatusAs,
  createCoupon,
  deleteCoupon,
  placeOrderAs,
  removeTestOrders,
  removeTestOrdersAfterEachTest,
} from "./support/orders";
import { bread } from "./support/order-pages";
import { SHOT_SIZES, shoot, shotsDir, type ShotSize } from "./support/shots";
import { openStoresDuringEachTest } from "./support/stores";

// Screenshots of the order screens for a person to look at, at a phone's and a laptop's width. Not a test of the
// suite (the name ends in .shots.ts, not .spec.ts): `npm run shots`, after `npm run build`, writes them to
// E2E_SHOTS_DIR or test-results/order-shots (playwright.shots.config.ts).
const ana = customers.find((customer) => customer.id === DEMO_CUSTOMER_ID)!;

const shot = (page: Page, name: string, size: ShotSize) => shoot(page, shotsDir("order-shots"), name, size);

test.describe("screenshots of real orders (issue 20)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  for (const size of SHOT_SIZES) {
    test(`at ${size.name} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(size);
      const coupon = await createCoupon(DEMO_COMPANY_ID);
      try {
        // checkout: the saved addresses to pick from and a coupon applied
        await signInAs(page, "cliente");
        await openCheckout(page, [{ product: bread, quantity: 7 }]);
        await applyCoupon(page, coupon.code);
        await shot(page, "checkout-coupon-addresses", size);

        // the profile's addresses
        await page.goto("/customer/profile");
        await expect(page.getByRole("region", { name: "Endereços" })).toBeVisible();
        await page.getByRole("region", { name: "Endereços" }).scrollIntoViewIfNeeded();
        await shot(page, "profile-addresses", size);

        // a new order on the store's board
        const cliente = await accessToken(DEMO_EMAILS.cliente, DEMO_PASSWORD);
        const home = ana.addresses.find((address) => address.isDefault)!;
        const orderId = await placeOrderAs(cliente.token, [{ productId: bread.id, quantity: 2 }], home.id);
        await page.context().clearCookies();
        await signInAs(page, "empresa", "/company/pedidos");
        await expect(
          page
            .getByRole("main")
            .getByRole("tabpanel")
            .getByText(`Pedido #${orderCode(orderId)}`, { exact: false }),
        ).toBeVisible();
        await shot(page, "board-new-order", size);

        // ready: the owner's order page, then the customer's
        const empresa = await accessToken(DEMO_EMAILS.empresa, DEMO_PASSWORD);
        await changeStatusAs(empresa.token, orderId, "preparando");
        await changeStatusAs(empresa.token, orderId, "pronto");
        await page.goto(`/company/order/${orderId}`);
        await expect(page.getByRole("heading", { level: 1, name: /^Pedido #/ })).toBeVisible();
        await shot(page, "order-store-owner", size);

        await page.context().clearCookies();
        await signInAs(page, "cliente", `/order/${orderId}`);
        await expect(
          page.getByRole("list", { name: "Etapas do pedido" }).locator('li[aria-current="step"]'),
        ).toContainText("Pronto para entrega");
        await shot(page, "order-customer-ready", size);
      } finally {
        await removeTestOrders();
        await deleteCoupon(coupon.id);
      }
    });
  }
});
