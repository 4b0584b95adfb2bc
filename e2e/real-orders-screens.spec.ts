import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { orderCode } from "../lib/orders/history";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs } from "./support/auth";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { accessToken } from "./support/backend";
import { applyCoupon, newPersonPage, openCheckout } from "./support/checkout";
import { expectNoHorizontalOverflow, wordsBrokenAcrossLines } from "./support/layout";
import {
  changeStatusAs,
  createCoupon,
  deleteCoupon,
  placeOrderAs,
  removeTestOrders,
  removeTestOrdersAfterEachTest,
} from "./support/orders";
import { bread } from "./support/order-pages";
import { openStoresDuringEachTest } from "./support/stores";

// Issue 20's screens of a real order: accessible (axe) for every role, and whole on a phone.

const ana = customers.find((customer) => customer.id === DEMO_CUSTOMER_ID)!;
const PHONE = { width: 390, height: 844 };

/** Ana's new delivery of the demo store, moved by the store to `status` (through the database's own rules). */
async function anaOrder(status: "confirmado" | "preparando" | "pronto"): Promise<string> {
  const cliente = await accessToken(DEMO_EMAILS.cliente, DEMO_PASSWORD);
  const home = ana.addresses.find((address) => address.isDefault)!;
  const orderId = await placeOrderAs(cliente.token, [{ productId: bread.id, quantity: 2 }], home.id);
  const empresa = await accessToken(DEMO_EMAILS.empresa, DEMO_PASSWORD);
  for (const step of ["preparando", "pronto"] as const) {
    if (status === "confirmado") break;
    await changeStatusAs(empresa.token, orderId, step);
    if (step === status) break;
  }
  return orderId;
}

const orderHeading = (page: Page, orderId: string) =>
  page.getByRole("heading", { level: 1, name: `Pedido #${orderCode(orderId)}` });

test.describe("real orders' screens: axe and a phone's width (issue 20)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  test("checkout with a coupon applied and the new address's form open passes axe", async ({ page }) => {
    const coupon = await createCoupon(DEMO_COMPANY_ID);
    try {
      await signInAs(page, "cliente", null);
      await openCheckout(page, [{ product: bread, quantity: 3 }]);
      await applyCoupon(page, coupon.code);
      await page.getByRole("radio", { name: /Novo endereço/ }).check();
      await expect(page.getByRole("group", { name: "Novo endereço de entrega" })).toBeVisible();
      await expectNoSeriousAxeViolations(page, "checkout with a coupon and a new address");
    } finally {
      await removeTestOrders();
      await deleteCoupon(coupon.id);
    }
  });

  test("the store's board with a new order passes axe", async ({ page }) => {
    const orderId = await anaOrder("confirmado");
    await signInAs(page, "empresa", "/company/pedidos");
    await expect(
      page
        .getByRole("main")
        .getByRole("tabpanel")
        .getByText(`Pedido #${orderCode(orderId)}`, { exact: false }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, "the orders board", "all");
  });

  test("an order's page passes axe for each role: customer, store owner, courier, admin", async ({
    page,
    browser,
  }) => {
    test.slow(); // five pages, four people
    const orderId = await anaOrder("preparando");
    await signInAs(page, "cliente", null);
    for (const path of [`/order/${orderId}`, `/customer/order/${orderId}`]) {
      await page.goto(path);
      await expect(orderHeading(page, orderId)).toBeVisible();
      await expect(page.getByRole("list", { name: "Etapas do pedido" })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `the customer's ${path}`, "all");
    }
    for (const [who, path] of [
      ["empresa", `/company/order/${orderId}`],
      ["entregador", `/company/order/${orderId}`],
      ["admin", `/admin/order/${orderId}`],
    ] as const) {
      const other = await newPersonPage(browser, who);
      try {
        await other.goto(path);
        await expect(orderHeading(other, orderId)).toBeVisible();
        await expectNoSeriousAxeViolations(other, `${who}'s ${path}`, "all");
      } finally {
        await other.context().close();
      }
    }
  });

  test("at 390 px the order page and the board fit the screen, and the tracker breaks between words only", async ({
    page,
    browser,
  }) => {
    const orderId = await anaOrder("pronto");
    await page.setViewportSize(PHONE);
    await signInAs(page, "cliente", null);
    for (const path of [`/order/${orderId}`, `/customer/order/${orderId}`]) {
      await page.goto(path);
      await expect(orderHeading(page, orderId)).toBeVisible();
      const labels = page
        .getByRole("list", { name: "Etapas do pedido" })
        .locator('[data-slot="tracker-label"]');
      await expect(labels).toHaveCount(5);
      await expect(labels.nth(2)).toContainText("Pronto para entrega");
      expect(await wordsBrokenAcrossLines(labels), `${path}: words broken inside`).toEqual([]);
      // and no label is narrower than its longest word
      const squeezed = await labels.evaluateAll((nodes) =>
        nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent),
      );
      expect(squeezed, path).toEqual([]);
      await expectNoHorizontalOverflow(page, PHONE.width);
    }

    const owner = await newPersonPage(browser, "empresa", PHONE);
    try {
      await owner.goto("/company/pedidos");
      const ready = owner.getByRole("main").getByRole("tab", { name: /^Prontos, / });
      // the tabs answer once hydrated
      await expect(async () => {
        await ready.click();
        await expect(ready).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
      }).toPass();
      await expect(
        owner
          .getByRole("main")
          .getByRole("tabpanel")
          .getByText(`Pedido #${orderCode(orderId)}`, { exact: false }),
      ).toBeVisible();
      await expectNoHorizontalOverflow(owner, PHONE.width);
      await owner.goto(`/company/order/${orderId}`);
      await expect(orderHeading(owner, orderId)).toBeVisible();
      await expectNoHorizontalOverflow(owner, PHONE.width);
    } finally {
      await owner.context().close();
    }
  });
});
