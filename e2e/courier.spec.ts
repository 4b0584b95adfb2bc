import { expect, test, type Page } from "./support/test";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "../fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { products } from "../fixtures/products";
import { orderCode } from "../lib/orders/history";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs, signInWithPassword } from "./support/auth";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { accessToken, adminRest, signUpCustomer, type TestCustomer } from "./support/backend";
import { newPersonPage } from "./support/checkout";
import { expectNoHorizontalOverflow } from "./support/layout";
import { changeStatusAs, placeOrderAs, removeTestOrdersAfterEachTest } from "./support/orders";
import { openStoresDuringEachTest } from "./support/stores";

// Issue 22: the courier's day. A ready delivery at the courier's store is theirs to take ('Pegar pedido'), the
// shopper's tracker follows to 'Saiu para entrega' and, once the courier confirms, to 'Entregue'; a courier
// of another store never sees it; the owner's screens are not the courier's.

const bread = products.find(
  (p) => p.companyId === DEMO_COMPANY_ID && p.name === "Pão francês (10 unidades)",
)!;
const ana = customers.find((customer) => customer.id === DEMO_CUSTOMER_ID)!;
const PHONE = { width: 390, height: 844 };

/** Ana's new delivery at the demo store (2 loaves, by card), taken to 'pronto' by the store's owner. */
async function readyOrder(): Promise<string> {
  const cliente = await accessToken(DEMO_EMAILS.cliente, DEMO_PASSWORD);
  const home = ana.addresses.find((address) => address.isDefault)!;
  const orderId = await placeOrderAs(cliente.token, [{ productId: bread.id, quantity: 2 }], home.id);
  const empresa = await accessToken(DEMO_EMAILS.empresa, DEMO_PASSWORD);
  for (const step of ["preparando", "pronto"]) await changeStatusAs(empresa.token, orderId, step);
  return orderId;
}

/** A courier of another store (Açaí da Praça), made for the test: an account, its type, its membership. */
async function courierOfAnotherStore(): Promise<TestCustomer> {
  const account = await signUpCustomer();
  await adminRest(`perfis?user_id=eq.${account.id}`, {
    method: "PATCH",
    body: { tipo_conta: "entregador", nome_completo: "Rita Outra Loja" },
  });
  await adminRest("membros_loja", {
    method: "POST",
    body: { loja_id: COMPANY_IDS.acaiDaPraca, user_id: account.id, papel: "entregador" },
  });
  return account;
}

const main = (page: Page) => page.getByRole("main");
const list = (page: Page, name: string) =>
  main(page).getByRole("region", { name: new RegExp(`^${name} \\(`) });
const card = (page: Page, orderId: string) =>
  main(page).getByRole("article", { name: `Pedido #${orderCode(orderId)}` });
const dayCount = (page: Page) => main(page).getByTestId("courier-day-count");
const currentStep = (page: Page) =>
  page.getByRole("list", { name: "Etapas do pedido" }).locator('li[aria-current="step"]');
const headerBadge = (page: Page) => main(page).locator("article > header [data-tone]");

/** The screen answers taps once hydrated: a button whose click lands is what the tests wait for. */
async function tap(page: Page, name: string, toast: string): Promise<void> {
  await expect(async () => {
    await main(page).getByRole("button", { name }).click({ timeout: 1_000 });
    await expect(page.getByText(toast, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

test.describe("the courier's day: from 'Pronto' to 'Entregue' (issue 22)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  test("a courier takes a ready order and delivers it; the shopper's order follows each step", async ({
    page,
    browser,
  }) => {
    test.slow(); // three people: the courier, the shopper and the store's owner
    const orderId = await readyOrder();
    const code = orderCode(orderId);
    const shopper = await newPersonPage(browser, "cliente");
    try {
      // The courier lands on /company, where their own screen lists the order under 'Disponíveis'.
      await signInAs(page, "entregador");
      await expect(page).toHaveURL(/\/company$/);
      await expect(main(page).getByRole("heading", { level: 1, name: "Minhas entregas" })).toBeVisible();
      const ready = card(page, orderId);
      await expect(list(page, "Disponíveis").getByRole("article", { name: `Pedido #${code}` })).toBeVisible();
      await expect(ready.getByText("Padaria Pão Quente")).toBeVisible();
      await expect(ready.getByText("Ana", { exact: true })).toBeVisible();
      await expect(ready.getByText(ana.fullName)).toHaveCount(0);
      await expect(ready.getByText("Cobrar na entrega (cartão)")).toBeVisible();
      await expect(ready.getByText("2 itens")).toBeVisible();
      const route = ready.getByRole("link", { name: /Ver Rota de Entrega/ });
      await expect(route).toHaveAttribute("target", "_blank");
      await expect(route).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=/);
      await expect(ready.getByRole("link", { name: /^Ligar para a loja/ })).toHaveAttribute(
        "href",
        "tel:+553132245678",
      );
      const before = Number((await dayCount(page).innerText()).match(/\d+/)?.[0] ?? 0);

      await tap(page, `Pegar pedido #${code} de Ana`, "Pedido a caminho");
      await expect(list(page, "Em rota").getByRole("article", { name: `Pedido #${code}` })).toBeVisible();
      await expect(list(page, "Disponíveis").getByRole("article", { name: `Pedido #${code}` })).toHaveCount(
        0,
      );

      // The shopper's order page: 'Saiu para entrega'.
      await shopper.goto(`/order/${orderId}`);
      await expect(currentStep(shopper)).toContainText("Saiu para entrega");

      // The owner's order page: who carries it and since when.
      const owner = await newPersonPage(browser, "empresa");
      try {
        await owner.goto(`/company/order/${orderId}`);
        await expect(main(owner).getByRole("region", { name: "Pedido em rota" })).toContainText(
          /Carlos Eduardo Lima saiu com o pedido em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./,
        );
      } finally {
        await owner.context().close();
      }

      await tap(page, `Confirmar entrega do pedido #${code} de Ana`, "Entrega confirmada");
      const delivered = list(page, "Entregues hoje");
      await expect(delivered.getByText(new RegExp(`^Pedido #${code} · Ana · `))).toBeVisible();
      await expect(list(page, "Em rota").getByRole("article", { name: `Pedido #${code}` })).toHaveCount(0);
      await expect(dayCount(page)).toHaveText(
        `${before + 1} ${before + 1 === 1 ? "entrega" : "entregas"} hoje`,
      );

      await shopper.reload();
      await expect(headerBadge(shopper)).toHaveText("Entregue");
      await expect(currentStep(shopper)).toContainText("Entregue");
    } finally {
      await shopper.context().close();
    }
  });

  test("a courier of another store never sees the order, and its address answers 404", async ({ page }) => {
    const orderId = await readyOrder();
    const stranger = await courierOfAnotherStore();
    try {
      await signInWithPassword(page, stranger.email, stranger.password);
      await page.goto("/entregador");
      await expect(main(page).getByText("Entregador de Açaí da Praça")).toBeVisible();
      await expect(list(page, "Disponíveis")).toBeVisible();
      await expect(card(page, orderId)).toHaveCount(0);
      await expect(main(page).getByText("Padaria Pão Quente")).toHaveCount(0);
      const detail = await page.goto(`/company/order/${orderId}`);
      expect(detail?.status()).toBe(404);
    } finally {
      await adminRest(`membros_loja?user_id=eq.${stranger.id}`, { method: "DELETE" });
    }
  });

  test("the owner's screens send a courier to their own screen before anything renders; their menu is their own", async ({
    page,
  }) => {
    await signInAs(page, "entregador", null);
    for (const path of [
      "/company/produtos",
      "/company/pedidos",
      "/company/cupons",
      "/company/relatorios",
      "/company/avisos",
      "/company/config",
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname, path).toBe("/entregador");
      expect(await response.text(), path).not.toContain(bread.name);
    }
    await page.goto("/company/produtos");
    await expect(page).toHaveURL(/\/entregador$/);
    const menu = page.getByRole("navigation", { name: "Menu da área" });
    await expect(menu.getByRole("link")).toHaveText(["Painel", "Alterar Senha"]);
  });

  test("the courier's screens pass axe and fit a phone at 390 and 360 px", async ({ page }) => {
    test.slow();
    await readyOrder();
    await page.setViewportSize(PHONE);
    await signInAs(page, "entregador", null);
    for (const path of ["/entregador", "/company"]) {
      await page.goto(path);
      await expect(list(page, "Disponíveis").getByRole("article").first()).toBeVisible();
      await expect(list(page, "Em rota").getByRole("article").first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, `${path} at 390 px`, "all");
      await expectNoHorizontalOverflow(page, PHONE.width);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/entregador");
    await expect(list(page, "Disponíveis").getByRole("article").first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 360);
  });
});
