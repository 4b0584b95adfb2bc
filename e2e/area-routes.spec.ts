import { expect, test, type Page } from "./support/test";

import { companies, DEMO_COMPANY_ID } from "../fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { orders, type SampleOrder } from "../fixtures/orders";
import { orderCode } from "../lib/orders/history";
import { products } from "../fixtures/products";
import { DEMO_EMAILS, DEMO_PASSWORD, signIn } from "./support/auth";
import { accessToken } from "./support/backend";
import { changeStatusAs, placeOrderAs, removeTestOrdersAfterEachTest } from "./support/orders";
import { openStoresDuringEachTest } from "./support/stores";

function sampleOrder(match: (order: SampleOrder) => boolean): SampleOrder {
  const order = orders.find(match);
  if (!order) throw new Error("fixtures: no sample order matches");
  return order;
}

// The demo customer's order being prepared, and the demo company's orders before and after it is ready.
const customerOrder = sampleOrder((o) => o.customerId === DEMO_CUSTOMER_ID && o.status === "preparing");
const preparing = sampleOrder((o) => o.companyId === DEMO_COMPANY_ID && o.status === "preparing");
const bread = products.find(
  (p) => p.companyId === DEMO_COMPANY_ID && p.name === "Pão francês (10 unidades)",
)!;
const delivered = sampleOrder((o) => o.companyId === DEMO_COMPANY_ID && o.status === "delivered");

const detailHeading = (page: Page, order: SampleOrder) =>
  page.getByRole("heading", { level: 1, name: `Pedido #${orderCode(order.id)}` });

test.describe("signed-in areas' order and profile routes (product.md §2 route table, product.md §6)", () => {
  test("cliente: /customer/orders lists the history and 'Ver Detalhes' opens /customer/order/{id}", async ({
    page,
  }) => {
    await signIn(page, DEMO_EMAILS.cliente, DEMO_PASSWORD);
    await page.goto("/customer/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Meus Pedidos" })).toBeVisible();
    const list = page.getByRole("tabpanel", { name: "Todos" }).getByRole("listitem");
    await expect(list).toHaveCount(orders.filter((o) => o.customerId === DEMO_CUSTOMER_ID).length);

    await page.getByRole("link", { name: `Ver Detalhes do pedido ${orderCode(customerOrder.id)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/order/${customerOrder.id}$`));
    await expect(detailHeading(page, customerOrder)).toBeVisible();
    await page.getByRole("link", { name: "Voltar", exact: true }).click();
    await expect(page).toHaveURL(/\/customer\/orders$/);
  });

  test("cliente: /customer/order/{id} shows the tracker and not the customer card", async ({ page }) => {
    await signIn(page, DEMO_EMAILS.cliente, DEMO_PASSWORD);
    await page.goto(`/customer/order/${customerOrder.id}`);
    await expect(detailHeading(page, customerOrder)).toBeVisible();
    // product.md §6: the tracker is the cliente's; no customer card on /customer/order paths, no company card
    await expect(page.getByRole("progressbar", { name: "Progresso do pedido" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cliente" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Estabelecimento" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Ver Rota de Entrega/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Marcar pronto/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Voltar", exact: true })).toHaveAttribute(
      "href",
      "/customer/orders",
    );
  });

  test("cliente: /customer/profile shows the profile inside the customer area", async ({ page }) => {
    await signIn(page, DEMO_EMAILS.cliente, DEMO_PASSWORD);
    await page.goto("/customer/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Meu Perfil" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dados pessoais" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Endereços" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Editar", exact: true })).toBeVisible();
    // the demo customer's saved addresses, from the database
    for (const address of customers.find((c) => c.id === DEMO_CUSTOMER_ID)!.addresses)
      await expect(page.getByRole("button", { name: `Editar o endereço ${address.label}` })).toBeVisible();
  });

  test("admin: /admin/order/{id} shows the customer card and the company card", async ({ page }) => {
    const customer = customers.find((c) => c.id === customerOrder.customerId)!;
    const company = companies.find((c) => c.id === customerOrder.companyId)!;
    await signIn(page, DEMO_EMAILS.admin, DEMO_PASSWORD);
    await page.goto(`/admin/order/${customerOrder.id}`);
    await expect(detailHeading(page, customerOrder)).toBeVisible();
    // the name and phone the order copied from the customer's profile
    await expect(page.getByRole("region", { name: "Cliente" })).toContainText(customer.fullName);
    await expect(page.getByRole("region", { name: "Cliente" })).toContainText(customer.phone);
    await expect(page.getByRole("region", { name: "Estabelecimento" })).toContainText(company.name);
    await expect(page.getByRole("progressbar", { name: "Progresso do pedido" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Ver Rota de Entrega/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Marcar pronto/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Voltar", exact: true })).toHaveAttribute("href", "/admin");
  });

  test("anunciante: /advertiser/order/{id} of an order that is not theirs answers 404, with none of it", async ({
    page,
  }) => {
    // No sample order belongs to an advertiser: the route exists (product.md §2) but shows no one else's order.
    await signIn(page, DEMO_EMAILS.anunciante, DEMO_PASSWORD);
    const response = await page.goto(`/advertiser/order/${delivered.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cliente" })).toHaveCount(0);
  });

  test("a malformed order id answers HTTP 404 with the not-found page in an area", async ({ page }) => {
    await signIn(page, DEMO_EMAILS.cliente, DEMO_PASSWORD);
    const response = await page.goto("/customer/order/nao-e-um-pedido");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });

  test("a visitor is sent to /login from the areas' order routes", async ({ page }) => {
    await page.goto("/customer/orders");
    // product.md D13: the login URL carries the way back (next)
    await expect(page).toHaveURL(/\/login\?next=%2Fcustomer%2Forders$/);
    // the company dashboard's routes are private for the proxy; /company/{id} alone is the public store
    await page.goto(`/company/order/${preparing.id}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fcompany%2Forder%2F${preparing.id}$`));
  });
});

test.describe("the store's order page moves a real order (product.md §2 route table)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  test("empresa: /company/order/{id} has the route link, and 'Marcar Pronto' while preparing", async ({
    page,
  }) => {
    // Ana's new delivery, accepted by the store (the seeded orders stay as the other specs read them)
    const ana = customers.find((c) => c.id === DEMO_CUSTOMER_ID)!;
    const cliente = await accessToken(DEMO_EMAILS.cliente, DEMO_PASSWORD);
    const home = ana.addresses.find((address) => address.isDefault)!;
    const orderId = await placeOrderAs(cliente.token, [{ productId: bread.id, quantity: 1 }], home.id);
    await changeStatusAs(
      (await accessToken(DEMO_EMAILS.empresa, DEMO_PASSWORD)).token,
      orderId,
      "preparando",
    );

    await signIn(page, DEMO_EMAILS.empresa, DEMO_PASSWORD);
    // A dashboard segment, not the public store page /company/[companyId] (house style: test precedence).
    await page.goto(`/company/order/${orderId}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `Pedido #${orderCode(orderId)}` }),
    ).toBeVisible();
    const route = page.getByRole("link", { name: /Ver Rota de Entrega/ });
    await expect(route).toHaveAttribute("target", "_blank");
    await expect(route).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
    // product.md §6: empresa is a party to the order: no tracker, no customer or company card
    await expect(page.getByRole("progressbar", { name: "Progresso do pedido" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Cliente" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Estabelecimento" })).toHaveCount(0);
    await page.getByRole("button", { name: `Marcar pronto o pedido de ${ana.fullName}` }).click();
    await expect(page.getByText("Pedido marcado como pronto")).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar", exact: true })).toHaveAttribute(
      "href",
      "/company/pedidos",
    );

    await page.goto(`/company/order/${delivered.id}`);
    await expect(detailHeading(page, delivered)).toBeVisible();
    await expect(page.getByRole("link", { name: /Ver Rota de Entrega/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Marcar pronto/ })).toHaveCount(0);
  });
});
