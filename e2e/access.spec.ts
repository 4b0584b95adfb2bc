import { expect, test, type APIRequestContext } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { orders } from "../fixtures/orders";
import { AREA_NAV, type Area } from "../lib/nav";
import { signInAs, type DemoAccount } from "./support/auth";

// Private data no wrong viewer's response may carry: every seeded customer's name, address and phone. (The
// dashboards' figures are computed from the orders now, so no fixed figure can stand for them here; who may read
// a report is proved by e2e/report-exports.spec.ts and the reports' SQL tests.)
const PRIVATE_MARKERS = customers.flatMap((customer) => [
  customer.name,
  customer.phone,
  ...customer.addresses.map((a) => a.street),
]);

const otherCustomersOrder = orders.find(
  (o) => o.customerId !== DEMO_CUSTOMER_ID && o.companyId !== DEMO_COMPANY_ID,
)!;
const demoCompanyOrder = orders.find((o) => o.companyId === DEMO_COMPANY_ID)!;

/** Every page an area's menu links to, plus an order of that area. */
function areaRoutes(area: Area): string[] {
  return [...AREA_NAV[area].map((link) => link.href), `/${area}/order/${demoCompanyOrder.id}`];
}

const AREAS: Area[] = ["customer", "company", "advertiser", "admin"];
const HOME: Record<Exclude<DemoAccount, "semperfil">, string> = {
  cliente: "/customer",
  empresa: "/company",
  entregador: "/company",
  anunciante: "/advertiser",
  admin: "/admin",
  superadmin: "/admin",
};

async function expectRefused(request: APIRequestContext, path: string, to: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(307);
  expect(new URL(response.headers()["location"] ?? "", "http://x").pathname, path).toBe(to);
  const body = await response.text();
  for (const marker of PRIVATE_MARKERS) expect(body, `${path} leaks ${marker}`).not.toContain(marker);
}

test.describe("every private page checks who is asking before it loads", () => {
  test("a visitor is redirected to /login from every area and order route, with none of their data", async ({
    request,
  }) => {
    const paths = [
      ...AREAS.flatMap(areaRoutes),
      "/entregador",
      "/checkout",
      "/orders",
      "/profile",
      `/order/${demoCompanyOrder.id}`,
    ];
    for (const path of paths) await expectRefused(request, path, "/login");
  });

  for (const account of ["cliente", "empresa", "anunciante", "admin"] as const) {
    test(`a signed-in ${account} is sent to their own area from every other area's routes`, async ({
      page,
    }) => {
      await signInAs(page, account);
      const own = HOME[account].slice(1);
      for (const area of AREAS.filter((name) => name !== own)) {
        for (const path of areaRoutes(area)) await expectRefused(page.request, path, HOME[account]);
      }
    });
  }

  test("a customer opening another customer's order answers 404 with none of it", async ({ page }) => {
    await signInAs(page, "cliente", null);
    const other = customers.find((c) => c.id === otherCustomersOrder.customerId)!;
    for (const path of [`/customer/order/${otherCustomersOrder.id}`, `/order/${otherCustomersOrder.id}`]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      for (const marker of [other.name, other.phone, ...other.addresses.map((a) => a.street)])
        expect(body).not.toContain(marker);
    }
  });

  test("a company opening another company's order answers 404; an unknown or malformed id in an area too", async ({
    page,
  }) => {
    await signInAs(page, "empresa", null);
    expect((await page.request.get(`/company/order/${otherCustomersOrder.id}`)).status()).toBe(404);
    expect((await page.request.get("/company/order/nao-e-um-pedido")).status()).toBe(404);
    const response = await page.request.get(`/company/order/${demoCompanyOrder.id}`);
    expect(response.status()).toBe(200);
  });

  test("the public store page /company/{id} stays public beside the dashboard routes", async ({
    request,
  }) => {
    const response = await request.get(`/company/${DEMO_COMPANY_ID}`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect((await request.get("/company", { maxRedirects: 0 })).status()).toBe(307);
  });

  test("an unknown URL answers 404 for a visitor, never a redirect to /login", async ({ request }) => {
    const response = await request.get("/nao-existe/de-jeito-nenhum", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});
