import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { products } from "../fixtures/products";
import { formatMoney } from "../lib/format";
import { orderCode } from "../lib/orders/history";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs, signInWithPassword } from "./support/auth";
import { accessToken, restAs, signUpCustomer } from "./support/backend";
import { applyCoupon, finishCheckout, newPersonPage, openCheckout, row, summaryOf } from "./support/checkout";
import {
  createCoupon,
  customerOrderIds,
  deleteCoupon,
  orderRow,
  placeOrderAs,
  removeTestOrders,
  removeTestOrdersAfterEachTest,
} from "./support/orders";
import { boardCard, boardHydrated, boardTab, bread, currentStep, headerBadge } from "./support/order-pages";
import { openStoresDuringEachTest } from "./support/stores";

// Issue 20: orders are real. A customer's checkout places them in the database (public.fazer_pedido), the
// store's board reads and moves them (public.mudar_status_pedido), every screen reads them back.

const cafe = products.find((p) => p.companyId === DEMO_COMPANY_ID && p.name === "Café com leite (300 ml)")!;
const ana = customers.find((customer) => customer.id === DEMO_CUSTOMER_ID)!;

const main = (page: Page) => page.getByRole("main");

test.describe("real orders: from the customer's checkout to the store's board (issue 20)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  test("a customer's order reaches the owner's board; accepted and ready, the customer reads 'Pronto'", async ({
    page,
    browser,
  }) => {
    test.slow(); // two people, checkout, the board and the order page
    const owner = await newPersonPage(browser, "empresa");
    try {
      await owner.goto("/company/pedidos");
      await expect(boardTab(owner, "Novos")).toBeVisible();

      await signInAs(page, "cliente");
      await openCheckout(page, [{ product: bread, quantity: 2 }]);
      const total = await row(summaryOf(page), "Total").innerText();
      expect(total).toBe(formatMoney(2 * bread.price + 4.99)); // below R$ 50: the store's own fee
      const orderId = await finishCheckout(page);

      // The owner's board, reloaded: the new order under 'Novos', with the customer's name and the total.
      await owner.reload();
      await expect(boardTab(owner, "Novos")).toHaveAttribute("aria-selected", "true");
      const card = boardCard(owner, orderId);
      await expect(card.getByRole("heading", { name: ana.fullName })).toBeVisible();
      await expect(card.getByText(`Total: ${total}`)).toBeVisible();
      await expect(card.getByText("Novo", { exact: true })).toBeVisible();

      await boardHydrated(owner);
      await boardTab(owner, "Novos").click();
      await card.getByRole("button", { name: `Aceitar o pedido de ${ana.fullName}` }).click();
      await expect(owner.getByText("Pedido aceito")).toBeVisible();
      await expect(card).toHaveCount(0);
      await boardTab(owner, "Preparando").click();
      await boardCard(owner, orderId)
        .getByRole("button", { name: `Marcar pronto o pedido de ${ana.fullName}` })
        .click();
      await expect(owner.getByText("Pedido marcado como pronto")).toBeVisible();
      await boardTab(owner, "Prontos").click();
      await expect(boardCard(owner, orderId).getByText("Pronto", { exact: true })).toBeVisible();

      // The customer's page, reloaded: 'Pronto' beside the heading, the tracker at 'Pronto para entrega'.
      await page.reload();
      await expect(headerBadge(page)).toHaveText("Pronto");
      await expect(currentStep(page)).toContainText("Pronto para entrega");
      await expect(page.getByRole("progressbar", { name: "Progresso do pedido" })).toHaveAttribute(
        "aria-valuenow",
        "60",
      );
      expect((await orderRow(orderId)).status).toBe("pronto");
    } finally {
      await owner.context().close();
    }
  });

  test("the owner's cancel needs a reason, and the customer reads it", async ({ page, browser }) => {
    const { token } = await accessToken(DEMO_EMAILS.cliente, DEMO_PASSWORD);
    const orderId = await placeOrderAs(token, [{ productId: cafe.id, quantity: 1 }]);
    const owner = await newPersonPage(browser, "empresa");
    try {
      await owner.goto("/company/pedidos");
      await boardHydrated(owner);
      await boardTab(owner, "Novos").click();
      await boardCard(owner, orderId)
        .getByRole("button", { name: `Cancelar o pedido de ${ana.fullName}` })
        .click();
      const dialog = owner.getByRole("dialog", { name: "Cancelar pedido" });
      await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
      await expect(dialog.getByText("Por favor, informe o motivo do cancelamento.")).toBeVisible();
      expect((await orderRow(orderId)).status).toBe("confirmado");

      await dialog.getByLabel("Motivo do cancelamento").fill("Acabou o leite");
      await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
      await expect(owner.getByText("Pedido cancelado")).toBeVisible();
      await expect(dialog).toBeHidden();
      expect((await orderRow(orderId)).status).toBe("cancelado");

      await signInAs(page, "cliente", `/order/${orderId}`);
      await expect(headerBadge(page)).toHaveText("Cancelado");
      await expect(main(page).getByText("Motivo: Acabou o leite")).toBeVisible();
    } finally {
      await owner.context().close();
    }
  });

  test("another customer gets 404 on the order's address, and it is not in their history", async ({
    page,
  }) => {
    const { token } = await accessToken(DEMO_EMAILS.cliente, DEMO_PASSWORD);
    const orderId = await placeOrderAs(token, [{ productId: bread.id, quantity: 1 }]);
    const other = await signUpCustomer();
    await signInWithPassword(page, other.email, other.password);

    for (const path of [`/order/${orderId}`, `/customer/order/${orderId}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(ana.fullName)).toHaveCount(0);
    }
    await page.goto("/customer/orders");
    await expect(main(page).getByRole("heading", { name: "Nenhum pedido encontrado" }).first()).toBeVisible();
    await expect(main(page).getByText(`#${orderCode(orderId)}`)).toHaveCount(0);
    expect(await customerOrderIds(other.id)).toEqual([]);
  });

  test("a double click on 'Finalizar Pedido' places one order, which a fresh browser's history shows", async ({
    page,
    browser,
  }) => {
    test.slow(); // checkout, then the history in a second browser
    const before = await customerOrderIds(DEMO_CUSTOMER_ID);
    await signInAs(page, "cliente");
    await openCheckout(page, [{ product: cafe, quantity: 3 }]);
    await page.getByRole("button", { name: "Finalizar Pedido" }).dblclick();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    const after = await customerOrderIds(DEMO_CUSTOMER_ID);
    expect(after.filter((id) => !before.includes(id))).toEqual([orderId]);

    // The same account in a new browser (nothing of the first one's storage): the order is in its history.
    const fresh = await newPersonPage(browser, "cliente");
    try {
      for (const path of ["/customer/orders", "/orders"]) {
        await fresh.goto(path);
        const rows = fresh.getByRole("tabpanel", { name: "Todos" }).getByRole("listitem");
        await expect(rows, path).toHaveCount(before.length + 1);
        await expect(rows.first()).toContainText(`#${orderCode(orderId)}`);
        await expect(rows.first().getByText("Confirmado")).toBeVisible();
      }
    } finally {
      await fresh.context().close();
    }
  });

  test("a coupon lowers the total: the order charges what the summary showed", async ({ page }) => {
    test.slow(); // coupon, checkout and the order page
    const coupon = await createCoupon(DEMO_COMPANY_ID);
    try {
      await signInAs(page, "cliente");
      // R$ 52,50 of bread: free delivery, and 10% off is R$ 5,25
      await openCheckout(page, [{ product: bread, quantity: 7 }]);
      const summary = summaryOf(page);
      await expect(row(summary, "Total")).toHaveText("R$ 52,50");
      await applyCoupon(page, coupon.code);
      await expect(summary.getByText("R$ 5,25 de desconto no pedido de Padaria Pão Quente")).toBeVisible();
      await expect(row(summary, `Cupom ${coupon.code}`)).toHaveText("−R$ 5,25");
      await expect(row(summary, "Total")).toHaveText("R$ 47,25");

      const orderId = await finishCheckout(page);
      const items = main(page).getByRole("region", { name: "Itens do pedido" });
      await expect(row(items, `Cupom ${coupon.code}`)).toHaveText("−R$ 5,25");
      await expect(row(items, "Total")).toHaveText("R$ 47,25");
      expect(await orderRow(orderId)).toMatchObject({
        subtotal: 52.5,
        taxa_entrega: 0,
        desconto: 5.25,
        total: 47.25,
        cupom_codigo: coupon.code,
      });
    } finally {
      // the coupon goes once no order of the test refers to it any more
      await removeTestOrders();
      await deleteCoupon(coupon.id);
    }
  });

  test("a new address typed at checkout is saved: offered on the next checkout and listed on the profile", async ({
    page,
  }) => {
    test.slow(); // two checkouts and the profile
    const customer = await signUpCustomer();
    await signInWithPassword(page, customer.email, customer.password);
    await openCheckout(page, [{ product: bread, quantity: 1 }]);
    // a new account has no address: the form of a new one is open
    await expect(page.getByRole("radio", { name: /Novo endereço/ })).toBeChecked();
    const form = page.getByRole("group", { name: "Novo endereço de entrega" });
    await form.getByLabel("Nome do endereço").fill("Apartamento");
    await form.getByLabel("CEP").fill("30140071");
    await expect(form.getByLabel("CEP")).toHaveValue("30140-071");
    await form.getByLabel("Rua").fill("Rua Sergipe");
    await form.getByLabel("Número").fill("1200");
    await form.getByLabel("Complemento (opcional)").fill("apto 301");
    await form.getByLabel("Bairro").fill("Savassi");
    await form.getByLabel("Cidade").fill("Belo Horizonte");
    await form.getByLabel("Estado (UF)").selectOption("MG");
    const orderId = await finishCheckout(page);
    expect((await orderRow(orderId)).endereco).toMatchObject({
      rotulo: "Apartamento",
      logradouro: "Rua Sergipe",
      numero: "1200",
      cep: "30140-071",
    });
    await expect(main(page).getByText(/Rua Sergipe, 1200/)).toBeVisible();

    // The next checkout offers it, chosen first.
    await openCheckout(page, [{ product: cafe, quantity: 1 }]);
    const saved = page.getByRole("radio", { name: /^Apartamento/ });
    await expect(saved).toBeChecked();
    await expect(saved).toHaveAccessibleName(/Rua Sergipe, 1200, apto 301/);
    await expect(page.getByRole("group", { name: "Novo endereço de entrega" })).toHaveCount(0);

    await page.goto("/customer/profile");
    const addresses = main(page).getByRole("region", { name: "Endereços" });
    await expect(addresses.getByText("Apartamento")).toBeVisible();
    await expect(addresses.getByText(/Rua Sergipe, 1200, apto 301/)).toBeVisible();
    await expect(addresses.getByText(/Savassi, Belo Horizonte - MG, 30140-071/)).toBeVisible();
  });

  test("a hand-written request that sends a price of R$ 0,01 is charged the product's real price", async () => {
    const customer = await signUpCustomer();
    const { token } = await accessToken(customer.email, customer.password);
    // The app's backend as any script could call it: a price, a subtotal and a total inside the line, no
    // expected total. The function reads the price from produtos.
    const response = await restAs(token, "rpc/fazer_pedido", {
      p_itens: [{ produto_id: bread.id, quantidade: 2, preco: 0.01, subtotal: 0.01, total: 0.01 }],
      p_tipo_entrega: "retirada",
      p_pagamento: "pix",
      p_chave: crypto.randomUUID(),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { pedidos } = (await response.json()) as { pedidos: { id: string; total: number }[] };
    expect(pedidos).toHaveLength(1);
    expect(Number(pedidos[0]!.total)).toBe(15);
    expect(await orderRow(pedidos[0]!.id)).toMatchObject({ subtotal: 15, taxa_entrega: 0, total: 15 });
  });
});
