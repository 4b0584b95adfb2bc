import { expect, test, type Page } from "./support/test";

import { DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { orders } from "../fixtures/orders";
import { signInAs } from "./support/auth";
import { ORDER_URL, orderableProductAt, storeCart, WEDNESDAY_NOON } from "./support/cart";
import { removeTestOrdersAfterEachTest } from "./support/orders";
import { openStoresDuringEachTest } from "./support/stores";

// product.md D13, points 6 and 7: one truth for orders, tracker labels on a phone, a footer that follows the
// session with the institutional pages, and a 404 inside the site.
const SAMPLE_ORDERS = orders.filter((order) => order.customerId === DEMO_CUSTOMER_ID).length;

const buyable = orderableProductAt(WEDNESDAY_NOON)!;

/** Leaves one product in the stored cart and checks out with Pix (one store, so one new order). */
async function placeOrder(page: Page) {
  await storeCart(page, [{ product: buyable, quantity: 1 }]);
  await page.goto("/checkout");
  await page.getByRole("radio", { name: /Pix/ }).check();
  await page.getByRole("button", { name: "Finalizar Pedido" }).click();
  await expect(page).toHaveURL(ORDER_URL, { timeout: 15_000 });
}

/** The figure of a profile stat card (<dt>label</dt><dd>value</dd>). */
function stat(page: Page, label: string) {
  return page
    .getByRole("main")
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

test.describe("product.md D13: one truth for the customer's orders", () => {
  openStoresDuringEachTest([buyable.companyId]);
  removeTestOrdersAfterEachTest();

  test("after placing an order the dashboard, /orders, /customer/orders and /profile counts agree", async ({
    page,
  }) => {
    test.slow(); // sign-in, checkout and five screens in one journey
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    expect(buyable, "a sample store is open on Wednesday at noon").toBeDefined();
    await signInAs(page, "cliente");
    await placeOrder(page);
    const total = SAMPLE_ORDERS + 1;

    for (const path of ["/orders", "/customer/orders"]) {
      await page.goto(path);
      const rows = page.getByRole("tabpanel", { name: "Todos" }).getByRole("listitem");
      await expect(rows, path).toHaveCount(total);
      await expect(rows.first().getByText("Confirmado")).toBeVisible();
    }

    await page.goto("/customer");
    const recent = page.getByRole("region", { name: "Meus Pedidos" });
    await expect(recent.getByText(new RegExp(`mais recentes de ${total} pedidos$`))).toBeVisible();
    await expect(recent.getByRole("listitem").first().getByText("Confirmado")).toBeVisible();
    await expect(recent.getByRole("link", { name: "Ver todos os pedidos" })).toHaveAttribute(
      "href",
      "/customer/orders",
    );

    for (const path of ["/profile", "/customer/profile"]) {
      await page.goto(path);
      await expect(stat(page, "Pedidos"), path).toHaveText(String(total));
    }
  });
});

test.describe("product.md D13: details", () => {
  for (const width of [320, 390]) {
    test(`the tracker's step labels wrap between words only and never overlap at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const order = orders.find((o) => o.customerId === DEMO_CUSTOMER_ID && o.status === "preparing")!;
      await signInAs(page, "cliente", `/order/${order.id}`);
      const labels = page
        .getByRole("list", { name: "Etapas do pedido" })
        .locator('[data-slot="tracker-label"]');
      await expect(labels).toHaveCount(order.deliveryType === "pickup" ? 4 : 5);
      // The rendered text of each label (its own text node, every line of it), and of each of its words.
      const boxes = await labels.evaluateAll((elements) =>
        elements.map((element) => {
          const node = element.firstChild!;
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          const content = node.textContent ?? "";
          // issue 20 point 9: 'Confirma/do' is one word drawn on two lines
          const brokenWords = [...content.matchAll(/\S+/g)].filter((match) => {
            const word = document.createRange();
            word.setStart(node, match.index);
            word.setEnd(node, match.index + match[0].length);
            return new Set([...word.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
          });
          return {
            top: text.top,
            bottom: text.bottom,
            left: text.left,
            right: text.right,
            broken: brokenWords.map((match) => match[0]),
          };
        }),
      );
      for (const [index, box] of boxes.entries()) {
        expect(box.broken, `label ${index + 1} breaks inside a word`).toEqual([]);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
        const next = boxes[index + 1];
        // a phone lists the steps one under the other: the next label starts below, or to the right
        if (next)
          expect(
            next.top >= box.bottom - 1 || next.left >= box.right - 1,
            `labels ${index + 1} and ${index + 2} overlap`,
          ).toBe(true);
      }
    });
  }

  test("a store page and an order page open at their top, not under the sticky header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const top = () =>
      page.evaluate(() => ({
        y: window.scrollY,
        header: document.querySelector("header")!.getBoundingClientRect().bottom,
        main: document.querySelector("main")!.getBoundingClientRect().top,
      }));
    // from far down the home, a store card: the new page starts right under the header
    await page.goto("/");
    const store = page.getByRole("main").locator('a[href^="/company/"]').nth(3);
    await store.scrollIntoViewIfNeeded();
    expect((await top()).y).toBeGreaterThan(200);
    await store.click();
    await expect(page).toHaveURL(/\/company\/[0-9a-f-]{36}$/);
    await expect.poll(top).toMatchObject({ y: 0 });
    expect((await top()).main).toBeGreaterThanOrEqual((await top()).header);

    // from down the order history, 'Ver Detalhes'
    await signInAs(page, "cliente", "/customer/orders");
    const details = page.getByRole("link", { name: /Ver Detalhes/ }).last();
    await details.scrollIntoViewIfNeeded();
    await details.click();
    await expect(page).toHaveURL(/\/customer\/order\//);
    await expect(page.getByRole("heading", { level: 1, name: /^Pedido #/ })).toBeVisible();
    await expect.poll(top).toMatchObject({ y: 0 });
  });

  test("a signed-in cliente's footer has no Entrar/Cadastrar, and its three pages answer", async ({
    page,
  }) => {
    await signInAs(page, "cliente", "/cart");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Meu Painel" })).toHaveAttribute("href", "/customer");
    await expect(footer.getByRole("link", { name: "Entrar" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Cadastrar" })).toHaveCount(0);

    const pages = [
      { link: "Termos de uso", href: "/termos", heading: "Termos de uso" },
      { link: "Política de privacidade", href: "/privacidade", heading: "Política de privacidade" },
      { link: "Ajuda", href: "/ajuda", heading: "Central de ajuda" },
    ];
    for (const { link, href } of pages) {
      await expect(footer.getByRole("link", { name: link, exact: true })).toHaveAttribute("href", href);
    }
    for (const { href, heading } of pages) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const pageFooter = page.getByRole("contentinfo");
      await expect(pageFooter.getByRole("link", { name: "Meu Painel" })).toBeVisible();
      await expect(pageFooter.getByRole("link", { name: "Entrar" })).toHaveCount(0);
    }
    // product.md D13: the privacy page names the LGPD (Lei 13.709/2018)
    await page.goto("/privacidade");
    await expect(page.getByText(/Lei nº 13\.709\/2018/).first()).toBeVisible();
  });

  test("a visitor's footer offers Entrar and Cadastrar", async ({ page }) => {
    await page.goto("/termos");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
    await expect(footer.getByRole("link", { name: "Cadastrar" })).toHaveAttribute("href", "/cadastro");
  });

  test("an unknown URL answers 404 inside the site: header, search box, home and categories", async ({
    page,
  }) => {
    const response = await page.goto("/nao-existe/de-jeito-nenhum");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Vitrine, página inicial" }),
    ).toHaveAttribute("href", "/");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const categories = page.getByRole("navigation", { name: "Navegue pelas categorias" });
    await expect(categories.getByRole("link").first()).toHaveAttribute("href", /^\/(\?categoria=.+)?$/);

    const search = page.getByRole("searchbox", { name: "Buscar empresas ou produtos" });
    await search.fill(buyable.name);
    await search.press("Enter");
    await expect(page).toHaveURL(/\/\?q=/);
    await expect(page.getByRole("link", { name: buyable.name }).first()).toBeVisible();
  });

  test("a malformed order id answers the same 404 page, with the search box", async ({ page }) => {
    await signInAs(page, "cliente", null);
    const response = await page.goto("/order/nao-e-um-pedido");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Buscar empresas ou produtos" })).toBeVisible();
  });
});
