import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { expect, test, type Page } from "./support/test";

import { DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { orders } from "../fixtures/orders";
import type { Product } from "../lib/catalog/types";
import { signInAs } from "./support/auth";
import { ORDER_URL, orderableProductAt, storeCart, WEDNESDAY_NOON } from "./support/cart";

// product.md D13: an order paid with Pix shows its 'copia e cola', QR Code, 'Aguardando pagamento' and the
// 30 minutes it stays valid; card orders say they are paid on delivery.

const buyable = orderableProductAt(WEDNESDAY_NOON);

// The sample Pix order still awaiting payment (a customer without a demo login: the admin sees every order).
const samplePending = orders.find((order) => order.paymentMethod === "pix" && order.status === "confirmed")!;
const anaPaidPix = orders.find(
  (order) =>
    order.customerId === DEMO_CUSTOMER_ID && order.paymentMethod === "pix" && order.status === "delivered",
)!;
const anaCard = orders.find(
  (order) =>
    order.customerId === DEMO_CUSTOMER_ID &&
    order.paymentMethod === "credit" &&
    order.deliveryType === "delivery" &&
    order.status !== "cancelled",
)!;

function pixSection(page: Page) {
  return page.getByRole("region", { name: /Pagamento/ });
}

async function placeOrderWithPix(page: Page, product: Product) {
  await storeCart(page, [{ product, quantity: 2 }]);
  await page.goto("/checkout");
  await page.getByRole("radio", { name: /Pix/ }).check();
  await page.getByRole("button", { name: "Finalizar Pedido" }).click();
  await expect(page).toHaveURL(ORDER_URL, { timeout: 15_000 });
}

test.describe("Pix on the order page (product.md D13)", () => {
  test("a cliente pays with Pix: 'Aguardando pagamento', a copyable code and its QR Code", async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow(); // sign-in, checkout and the order page in one journey
    expect(buyable, "a sample store is open on Wednesday at noon").toBeDefined();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    await signInAs(page, "cliente");
    await placeOrderWithPix(page, buyable!);

    const section = pixSection(page);
    await expect(section.getByText("Aguardando pagamento")).toBeVisible({ timeout: 15_000 });
    await expect(section.getByRole("timer")).toHaveText("expira em 30:00");
    await expect(section.getByText(/Pague até 12:30/)).toBeVisible();
    const code = section.getByRole("textbox", { name: "Pix copia e cola" });
    await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    // the code charges the order's total (whatever the store's delivery fee), as the section shows it
    const shown = await section.getByText(/^Valor a pagar: R\$/).innerText(); // 'Valor a pagar: R$ 1.234,56'
    const total = shown.replace(/[^\d,]/g, "").replace(",", ".");
    expect(total).toMatch(/^\d+\.\d{2}$/);
    await expect(code).toHaveValue(
      new RegExp(`54${String(total.length).padStart(2, "0")}${total.replace(".", "\\.")}5802BR`),
    );
    const qr = section.getByRole("img", { name: /^QR Code Pix/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await section.getByRole("button", { name: "Copiar código Pix" }).click();
    await expect(page.getByText("Código Pix copiado! Cole no app do seu banco.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Código copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  });

  test("the sample Pix order awaiting payment shows its code, then 'Código expirado' after 30 minutes", async ({
    page,
  }) => {
    const placed = Date.parse(samplePending.orderTime);
    await page.clock.setFixedTime(new Date(placed + 10 * 60_000));
    await signInAs(page, "admin");
    await page.goto(`/order/${samplePending.id}`);
    const section = pixSection(page);
    await expect(section.getByText("Aguardando pagamento")).toBeVisible();
    await expect(section.getByRole("timer")).toHaveText("expira em 20:00");
    await expect(section.getByRole("textbox", { name: "Pix copia e cola" })).toHaveValue(
      new RegExp(`^000201.*54\\d{2}${samplePending.total.toFixed(2).replace(".", "\\.")}`),
    );
    await expect(section.getByRole("img", { name: /^QR Code Pix/ })).toBeVisible();

    await page.clock.setFixedTime(new Date(placed + 31 * 60_000));
    await page.reload();
    await expect(section.getByText("Código expirado")).toBeVisible();
    await expect(section.getByRole("textbox", { name: "Pix copia e cola" })).toHaveCount(0);
    await expect(section.getByRole("button", { name: "Copiar código Pix" })).toHaveCount(0);
  });

  test("a paid Pix order says so, and a card order says the saved card was charged as the checkout chose", async ({
    page,
  }) => {
    await signInAs(page, "cliente");
    await page.goto(`/order/${anaPaidPix.id}`);
    await expect(pixSection(page).getByText("Pagamento confirmado")).toBeVisible();
    await expect(page.getByText("Aguardando pagamento")).toHaveCount(0);
    await expect(page.getByRole("img", { name: /^QR Code Pix/ })).toHaveCount(0);

    await page.goto(`/order/${anaCard.id}`);
    // inside the named region: while the order streams in, React briefly holds a hidden copy of it too
    const card = page.getByRole("region", { name: "Pagamento com cartão" });
    await expect(card.getByRole("heading", { level: 2, name: "Pagamento com cartão" })).toBeVisible();
    await expect(
      card.getByText("Cartão de crédito cadastrado, cobrado pelo app quando o pedido foi confirmado."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Pix copia e cola" })).toHaveCount(0);
  });
});

// The code is built on the server only: pix-utils (which pulls axios) and qrcode never reach a phone.
test.describe("the Pix libraries stay on the server", () => {
  const chunksDir = join(process.env.NEXT_DIST_DIR || ".next", "static", "chunks");
  const scripts = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return scripts(path);
      return name.endsWith(".js") ? [path] : [];
    });

  for (const [library, marker] of [
    ["pix-utils", "character limit exceeded"],
    ["qrcode", "The amount of data is too big to be stored in a QR Code"],
  ] as const) {
    test(`no client chunk contains ${library}`, () => {
      const offenders = scripts(chunksDir).filter((file) => readFileSync(file, "utf8").includes(marker));
      expect(offenders).toEqual([]);
    });
  }
});
