import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { orders } from "../fixtures/orders";
import { products } from "../fixtures/products";
import { signInAs } from "./support/auth";
import { finishCheckout, openCheckout } from "./support/checkout";
import { orderRow, removeTestOrdersAfterEachTest } from "./support/orders";
import { openStoresDuringEachTest } from "./support/stores";

// product.md D13: an order paid with Pix shows its 'copia e cola', QR Code, 'Aguardando pagamento' and the
// 30 minutes it stays valid; card orders say they are paid on the courier's machine.

const bread = products.find(
  (p) => p.companyId === DEMO_COMPANY_ID && p.name === "Pão francês (10 unidades)",
)!;

// The sample Pix order still awaiting payment (a customer without a demo login: the admin sees every order).
const samplePending = orders.find((order) => order.payment === "pix" && order.status === "confirmed")!;
const anaPaidPix = orders.find(
  (order) => order.customerId === DEMO_CUSTOMER_ID && order.payment === "pix" && order.status === "delivered",
)!;
const anaCard = orders.find(
  (order) =>
    order.customerId === DEMO_CUSTOMER_ID &&
    order.payment === "credit" &&
    order.deliveryType === "delivery" &&
    order.status === "delivered",
)!;

/** 'HH:MM' in São Paulo, as the order page writes a time. */
const saoPauloTime = (at: number) =>
  new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);

/**
 * The page's countdown reads the clock in whole seconds and rounds what is left up: at the first whole second
 * of the order's time it shows the full 30:00, whatever the milliseconds the database stored.
 */
const firstWholeSecond = (at: number) => Math.ceil(at / 1000) * 1000;

function pixSection(page: Page) {
  return page.getByRole("region", { name: /Pagamento/ });
}

test.describe("Pix on the order page (product.md D13)", () => {
  test.describe("a new order", () => {
    openStoresDuringEachTest([DEMO_COMPANY_ID]);
    removeTestOrdersAfterEachTest();

    test("a cliente pays with Pix: 'Aguardando pagamento', a copyable code and its QR Code", async ({
      page,
      context,
      baseURL,
    }) => {
      test.slow(); // sign-in, checkout and the order page in one journey
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await signInAs(page, "cliente", null);
      await openCheckout(page, [{ product: bread, quantity: 2 }]);
      await page.getByRole("radio", { name: /Pix/ }).check();
      const orderId = await finishCheckout(page);

      // The code is valid for 30 minutes from the order's time in the database: the page's clock at that time.
      const placed = Date.parse((await orderRow(orderId)).created_at);
      await page.clock.setFixedTime(firstWholeSecond(placed));
      await page.reload();
      const section = pixSection(page);
      await expect(section.getByText("Aguardando pagamento")).toBeVisible({ timeout: 15_000 });
      await expect(section.getByRole("timer")).toHaveText("expira em 30:00");
      await expect(section.getByText(`Pague até ${saoPauloTime(placed + 30 * 60_000)}`)).toBeVisible();
      const code = section.getByRole("textbox", { name: "Pix copia e cola" });
      await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
      // the code charges the order's total (the store's delivery fee included), as the section shows it
      const shown = await section.getByText(/^Valor a pagar: R\$/).innerText(); // 'Valor a pagar: R$ 19,99'
      const total = shown.replace(/[^\d,]/g, "").replace(",", ".");
      expect(Number(total)).toBe((await orderRow(orderId)).total);
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
  });

  test("the sample Pix order awaiting payment shows its code, then 'Código expirado' after 30 minutes", async ({
    page,
  }) => {
    // the seed writes its times relative to the moment it ran: read them back
    const row = await orderRow(samplePending.id);
    const placed = Date.parse(row.created_at);
    await page.clock.setFixedTime(firstWholeSecond(placed) + 10 * 60_000);
    await signInAs(page, "admin", `/order/${samplePending.id}`);
    const section = pixSection(page);
    await expect(section.getByText("Aguardando pagamento")).toBeVisible();
    await expect(section.getByRole("timer")).toHaveText("expira em 20:00");
    await expect(section.getByRole("textbox", { name: "Pix copia e cola" })).toHaveValue(
      new RegExp(`^000201.*54\\d{2}${row.total.toFixed(2).replace(".", "\\.")}`),
    );
    await expect(section.getByRole("img", { name: /^QR Code Pix/ })).toBeVisible();

    await page.clock.setFixedTime(new Date(placed + 31 * 60_000));
    await page.reload();
    await expect(section.getByText("Código expirado")).toBeVisible();
    await expect(section.getByRole("textbox", { name: "Pix copia e cola" })).toHaveCount(0);
    await expect(section.getByRole("button", { name: "Copiar código Pix" })).toHaveCount(0);
  });

  test("a paid Pix order says so, and a delivered card order was paid on the courier's machine", async ({
    page,
  }) => {
    await signInAs(page, "cliente", `/order/${anaPaidPix.id}`);
    await expect(pixSection(page).getByText("Pagamento confirmado")).toBeVisible();
    await expect(page.getByText("Aguardando pagamento")).toHaveCount(0);
    await expect(page.getByRole("img", { name: /^QR Code Pix/ })).toHaveCount(0);

    await page.goto(`/order/${anaCard.id}`);
    // inside the named region: while the order streams in, React briefly holds a hidden copy of it too
    const card = page.getByRole("region", { name: "Pagamento", exact: true });
    await expect(card.getByText("Cartão de crédito na entrega")).toBeVisible();
    await expect(card.getByText("Pago na entrega.")).toBeVisible();
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
