import { expect, test, type Page } from "./support/test";

import { companies, DEMO_COMPANY_ID } from "../fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { products } from "../fixtures/products";
import type { Product } from "../lib/catalog/types";
import { CART_STORAGE_KEY } from "../lib/cart/cart-storage";
import { isOpenAt } from "../lib/store/opening-hours";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs } from "./support/auth";
import { accessToken } from "./support/backend";
import { seedCart, WEDNESDAY_NOON } from "./support/cart";
import { changeStatusAs, placeOrderAs, removeTestOrdersAfterEachTest } from "./support/orders";
import { openStoresDuringEachTest } from "./support/stores";

const bread = products.find(
  (p) => p.companyId === DEMO_COMPANY_ID && p.name === "Pão francês (10 unidades)",
)!;
const companyOf = (product: Product) => companies.find((company) => company.id === product.companyId)!;
const addable = products.filter(
  (product) =>
    product.available && companyOf(product).status === "active" && companyOf(product).approval === "approved",
);
// The cart accepts products of open stores only, on the browser's clock (product.md §4, 6): the journey pins that
// clock to a Wednesday noon in São Paulo and buys from a store open then (the database, on its own clock, finds
// that store open all day while the test runs: e2e/support/stores.ts).
const journeyProduct = addable.find((p) => isOpenAt(companyOf(p).openingHours, WEDNESDAY_NOON))!;
const ana = customers.find((customer) => customer.id === DEMO_CUSTOMER_ID)!;
const UUID = /\/order\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The number of lines in the stored cart (0 when nothing is stored). */
function storedLineCount(page: Page): Promise<number> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { lines: unknown[] }).lines.length : 0;
  }, CART_STORAGE_KEY);
}

/** Seeds the cart of an empty /cart (see e2e/support/cart seedCart). */
async function seedEmptyCart(page: Page, lines: Array<{ product: Product; quantity: number }>) {
  await expect(page.getByRole("heading", { name: "Seu carrinho está vazio" })).toBeVisible();
  await seedCart(page, lines);
}

function productCard(page: Page, product: Product) {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: product.name, exact: true }) });
}

test.describe("cart, checkout and order detail (product.md §2, 4, 6, 9)", () => {
  test.describe("orders placed in the database", () => {
    openStoresDuringEachTest([journeyProduct.companyId, DEMO_COMPANY_ID]);
    removeTestOrdersAfterEachTest();

    test("search, add to the cart, survive a reload, check out as cliente and open the order", async ({
      page,
    }) => {
      test.slow(); // sign-in, search, cart, checkout and two detail pages in one journey
      await page.clock.setFixedTime(WEDNESDAY_NOON);
      const product = journeyProduct;
      expect(product, "a sample store is open on Wednesday at noon").toBeDefined();
      await signInAs(page, "cliente", "/");
      await expect(
        page.getByRole("region", { name: "Todos os Produtos" }).getByRole("article").first(),
      ).toBeVisible();
      const search = page.getByRole("searchbox", { name: "Buscar empresas ou produtos" });
      await search.fill(product!.name);
      await search.press("Enter");
      const card = productCard(page, product!).first();
      await card.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
      await expect(page.getByText("Produto adicionado ao carrinho").first()).toBeVisible();
      await card.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
      // product.md §2/6: the header's cart button (cliente only) counts the items
      await expect(page.getByRole("link", { name: "Carrinho, 2 itens" })).toBeVisible();

      await page.goto("/cart");
      await expect(page.getByRole("link", { name: product!.name })).toBeVisible();
      await page.reload();
      const group = page.getByRole("group", { name: `Quantidade de ${product!.name}` });
      await expect(group).toContainText("2");
      await page.getByRole("link", { name: "Finalizar Pedido" }).click();

      await expect(page).toHaveURL(/\/checkout$/);
      await page.getByRole("radio", { name: /Pix/ }).check();
      await page.getByLabel("Observações").fill("Interfone com defeito, ligar ao chegar.");
      // the order request waits until the busy button was seen (the database may answer before any look)
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/checkout", async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      await page.getByRole("button", { name: "Finalizar Pedido" }).click();
      await expect(page.getByRole("button", { name: "Finalizando..." })).toBeDisabled();
      release();

      await expect(page).toHaveURL(UUID, { timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1, name: /^Pedido #/ })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Progresso do pedido" })).toHaveAttribute(
        "aria-valuenow",
        "20",
      );
      await expect(page.getByText(product!.name)).toBeVisible();
      await expect(page.getByText("Interfone com defeito, ligar ao chegar.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Carrinho, vazio" })).toBeVisible();

      const orderId = new URL(page.url()).pathname.split("/").pop()!;
      await page.goto("/orders");
      const first = page.getByRole("tabpanel").getByRole("listitem").first();
      await expect(first.getByRole("link", { name: /Ver Detalhes/ })).toHaveAttribute(
        "href",
        `/order/${orderId}`,
      );
      await expect(first.getByText("Confirmado")).toBeVisible();
    });

    test("the empresa gets the route link and marks an accepted order ready", async ({ page }) => {
      // Ana's new delivery to her default address, accepted by the store: the board's 'Preparando'
      const cliente = await accessToken(DEMO_EMAILS.cliente, DEMO_PASSWORD);
      const home = ana.addresses.find((address) => address.isDefault)!;
      const orderId = await placeOrderAs(cliente.token, [{ productId: bread.id, quantity: 2 }], home.id);
      const empresa = await accessToken(DEMO_EMAILS.empresa, DEMO_PASSWORD);
      await changeStatusAs(empresa.token, orderId, "preparando");

      await signInAs(page, "empresa", `/order/${orderId}`);
      const route = page.getByRole("link", { name: /Ver Rota de Entrega/ });
      await expect(route).toHaveAttribute("target", "_blank");
      await expect(route).toHaveAttribute("rel", "noopener noreferrer");
      await expect(route).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=.+&destination=.+/,
      );
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await page.getByRole("button", { name: `Marcar pronto o pedido de ${ana.fullName}` }).click();
      await expect(page.getByText("Pedido marcado como pronto")).toBeVisible();
      await expect(page.getByText("O entregador foi notificado.")).toBeVisible();
      // saved: the page, read again, has the next step
      await page.reload();
      await expect(
        page.getByRole("button", { name: `Saiu para entrega: pedido de ${ana.fullName}` }),
      ).toBeVisible();
    });
  });

  test("a line set to 0 disappears, and an emptied cart says so", async ({ page }) => {
    const [first, second] = addable;
    await page.goto("/cart");
    await seedEmptyCart(page, [
      { product: first!, quantity: 1 },
      { product: second!, quantity: 3 },
    ]);
    await page.getByRole("button", { name: `Diminuir quantidade de ${first!.name}` }).click();
    await expect(page.getByRole("link", { name: first!.name })).toHaveCount(0);
    await expect(page.getByRole("link", { name: second!.name })).toBeVisible();
    await page.getByRole("button", { name: `Remover ${second!.name} do carrinho` }).click();
    await expect(page.getByRole("heading", { name: "Seu carrinho está vazio" })).toBeVisible();
    // the emptied cart is written after it is drawn: reload once storage holds it
    await expect.poll(() => storedLineCount(page)).toBe(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Seu carrinho está vazio" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  test("another tab sees the cart change", async ({ page, context }) => {
    const [product] = addable;
    await page.goto("/cart");
    const other = await context.newPage();
    await other.goto("/cart");
    // the empty state shows once that tab's cart has loaded, with its storage listener attached
    await expect(other.getByRole("heading", { name: "Seu carrinho está vazio" })).toBeVisible();
    await seedEmptyCart(page, [{ product: product!, quantity: 4 }]);
    await expect(page.getByRole("group", { name: `Quantidade de ${product!.name}` })).toContainText("4");
    // the other tab asks the server for the product before it draws the line: allow for a slow answer
    await expect(other.getByRole("group", { name: `Quantidade de ${product!.name}` })).toContainText("4", {
      timeout: 15_000,
    });
  });

  test("visitors are sent to /login from checkout", async ({ page }) => {
    await page.goto("/checkout");
    // product.md D13: with the way back to checkout
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  });

  test("unknown orders answer 404: a malformed id, and a UUID that is no order", async ({ page }) => {
    await signInAs(page, "cliente", null);
    const malformed = await page.goto("/order/nao-e-um-pedido");
    expect(malformed?.status()).toBe(404);
    const unknown = await page.goto("/order/00000000-0000-4000-8000-000000000000");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /^Pedido #/ })).toHaveCount(0);
  });
});
