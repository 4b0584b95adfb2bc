import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { orderCode } from "../lib/orders/history";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs } from "./support/auth";
import { accessToken, adminRest, signUpCustomer } from "./support/backend";
import { signUpBusiness, storeIdNamed } from "./support/business";
import { newPersonPage } from "./support/checkout";
import {
  dropRealtimeSockets,
  expectLive,
  expectSameDocument,
  markDocument,
  watchSocket,
} from "./support/live";
import { changeStatusAs, placeOrderAs, removeTestOrdersAfterEachTest } from "./support/orders";
import { boardCard, boardTab, bread, currentStep, headerBadge } from "./support/order-pages";
import { openStoresDuringEachTest } from "./support/stores";

// Issue 21: order status moves live between shopper and store, through Supabase Realtime (private Broadcast
// channels authorised by RLS, served by the embedded backend here), with no reload anywhere.

const ana = customers.find((customer) => customer.id === DEMO_CUSTOMER_ID)!;

const main = (page: Page) => page.getByRole("main");

async function anaPlacesAnOrder(): Promise<{ orderId: string; token: string }> {
  const { token } = await accessToken(DEMO_EMAILS.cliente, DEMO_PASSWORD);
  return { orderId: await placeOrderAs(token, [{ productId: bread.id, quantity: 1 }]), token };
}

/** The number of orders in 'Novos', as its tab names it ('Novos, 2 pedidos'). */
async function newOrdersOnBoard(page: Page): Promise<number> {
  const name =
    (await boardTab(page, "Novos").getAttribute("aria-label")) ?? (await boardTab(page, "Novos").innerText());
  return Number(/(\d+)/.exec(name)?.[1] ?? "0");
}

test.describe("order status moves live (issue 21)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  test("the owner accepts and marks ready; the shopper's page shows 'Preparando' then 'Pronto' with no reload", async ({
    page,
    browser,
  }) => {
    test.slow(); // two people
    const { orderId } = await anaPlacesAnOrder();
    await signInAs(page, "cliente", `/customer/order/${orderId}`);
    await expect(headerBadge(page)).toHaveText("Confirmado");
    await expectLive(page);
    await markDocument(page);

    const owner = await newPersonPage(browser, "empresa");
    try {
      await owner.goto("/company/pedidos");
      await expectLive(owner);
      await boardCard(owner, orderId)
        .getByRole("button", { name: `Aceitar o pedido de ${ana.fullName}` })
        .click();
      await expect(headerBadge(page)).toHaveText("Preparando");
      await expect(currentStep(page)).toContainText("Preparando");

      await boardTab(owner, "Preparando").click();
      await boardCard(owner, orderId)
        .getByRole("button", { name: `Marcar pronto o pedido de ${ana.fullName}` })
        .click();
      await expect(headerBadge(page)).toHaveText("Pronto");
      await expect(currentStep(page)).toContainText("Pronto para retirada");
      await expectSameDocument(page);
    } finally {
      await owner.context().close();
    }
  });

  test("a new order appears on the owner's board with a toast and the count in the tab title; another customer and another store hear nothing of it", async ({
    page,
    browser,
  }) => {
    test.slow(); // three people
    // another customer following an order of their own, and another store's owner on their board
    const other = await signUpCustomer();
    const { token: otherToken } = await accessToken(other.email, other.password);
    const otherOrder = await placeOrderAs(otherToken, [{ productId: bread.id, quantity: 1 }]);
    const otherStore = await signUpBusiness("Loja Ao Vivo");
    const otherStoreId = await storeIdNamed(otherStore.name);

    const customerPage = await newPersonPage(browser, { email: other.email, password: other.password });
    const storePage = await newPersonPage(browser, { email: otherStore.email, password: "senha-da-loja-1" });
    try {
      const customerSocket = watchSocket(customerPage);
      await customerPage.goto("/customer/orders");
      await expect(customerPage.getByText(`#${orderCode(otherOrder)}`).first()).toBeVisible();
      await expectLive(customerPage);
      const storeSocket = watchSocket(storePage);
      await storePage.goto("/company/pedidos");
      await expectLive(storePage);

      await signInAs(page, "empresa");
      const ownerSocket = watchSocket(page);
      await page.goto("/company/pedidos");
      await expectLive(page);
      await markDocument(page);
      const before = await newOrdersOnBoard(page);
      await expect(page).toHaveTitle(new RegExp(`^\\(${before}\\) `));

      const { orderId } = await anaPlacesAnOrder();
      await expect(page.getByText(`Novo pedido #${orderCode(orderId)}`)).toBeVisible();
      await expect(boardCard(page, orderId).getByRole("heading", { name: ana.fullName })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) `));
      await expectSameDocument(page);
      expect(ownerSocket.changes()).toBe(1);

      // the others' sockets are open and answering (their joins and heartbeats), yet carry no change of it
      await page.waitForTimeout(1_000);
      expect(customerSocket.frames()).toBeGreaterThan(0);
      expect(storeSocket.frames()).toBeGreaterThan(0);
      expect(customerSocket.changes()).toBe(0);
      expect(storeSocket.changes()).toBe(0);
    } finally {
      await customerPage.context().close();
      await storePage.context().close();
      await adminRest(`lojas?id=eq.${otherStoreId}`, { method: "DELETE" });
    }
  });

  test("an order the customer cancels leaves the owner's 'Novos' with a notice", async ({ page }) => {
    const { orderId, token } = await anaPlacesAnOrder();
    await signInAs(page, "empresa", "/company/pedidos");
    await expectLive(page);
    await expect(boardCard(page, orderId)).toBeVisible();

    await changeStatusAs(token, orderId, "cancelado", "Pedi errado");
    await expect(page.getByText(`Pedido #${orderCode(orderId)} cancelado pelo cliente`)).toBeVisible();
    await expect(boardCard(page, orderId)).toHaveCount(0);
  });

  test("the store's cancellation reaches the shopper's page with its reason, and the history's badge follows", async ({
    page,
    browser,
  }) => {
    test.slow(); // two pages of the customer
    const { orderId } = await anaPlacesAnOrder();
    const { token: ownerToken } = await accessToken(DEMO_EMAILS.empresa, DEMO_PASSWORD);
    await signInAs(page, "cliente", `/customer/order/${orderId}`);
    await expectLive(page);
    const history = await newPersonPage(browser, "cliente");
    try {
      await history.goto("/customer/orders");
      await expectLive(history);
      const historyRow = main(history).getByRole("tabpanel", { name: "Todos" }).getByRole("listitem").first();
      await expect(historyRow).toContainText(`#${orderCode(orderId)}`);
      await expect(historyRow.getByText("Confirmado")).toBeVisible();

      await changeStatusAs(ownerToken, orderId, "preparando");
      await expect(historyRow.getByText("Preparando")).toBeVisible();
      await changeStatusAs(ownerToken, orderId, "cancelado", "Forno quebrou");
      await expect(headerBadge(page)).toHaveText("Cancelado");
      await expect(main(page).getByText("Motivo: Forno quebrou")).toBeVisible();
      await expect(historyRow.getByText("Cancelado")).toBeVisible();
    } finally {
      await history.context().close();
    }
  });

  test("when the backend drops the socket the page says 'Reconectando…', then catches up on its own", async ({
    page,
  }) => {
    const { orderId } = await anaPlacesAnOrder();
    const { token: ownerToken } = await accessToken(DEMO_EMAILS.empresa, DEMO_PASSWORD);
    await signInAs(page, "cliente", `/customer/order/${orderId}`);
    await expectLive(page);
    await markDocument(page);

    // the backend refuses new sockets for a few seconds: the change below is announced to nobody
    await dropRealtimeSockets(4_000);
    await expect(page.locator('[data-live-status="reconnecting"]')).toHaveText("Reconectando…");
    await changeStatusAs(ownerToken, orderId, "preparando");

    await expectLive(page);
    await expect(headerBadge(page)).toHaveText("Preparando");
    await expectSameDocument(page);
  });
});
