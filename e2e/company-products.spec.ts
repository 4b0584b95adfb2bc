import sharp from "sharp";

import { expect, test, type Locator, type Page } from "./support/test";

import { LOCAL_SECRET_KEY } from "../supabase/embedded/keys";
import { signInAs } from "./support/auth";

// The owner's products are rows of the database: what the demo empresa creates, edits, switches off and
// deletes on /company/produtos is what a visitor's next load of the product page shows. The test works
// on a product it creates itself and deletes at the end, so the seeded catalogue stays as other specs read it.

const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 54331)}`;

/** The id of the product called `name` (the test's own bookkeeping, read with the secret key). */
async function productIdNamed(name: string): Promise<string> {
  const url = `${BACKEND}/rest/v1/produtos?select=id&nome=eq.${encodeURIComponent(name)}`;
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SECRET_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
  });
  const rows = (await response.json()) as { id: string }[];
  if (rows.length !== 1) throw new Error(`expected one product named ${name}, found ${rows.length}`);
  return rows[0]!.id;
}

const main = (page: Page) => page.getByRole("main");
const table = (page: Page) => main(page).getByRole("table");
const row = (page: Page, name: string) => table(page).getByRole("row", { name: new RegExp(name) });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Client controls work once hydrated: repeat the click until what it does is visible. */
async function clickUntil(target: Locator, done: Locator) {
  await expect(async () => {
    await target.click();
    await expect(done).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Whether `name` is on one of the pages of 'Todos os produtos' (/produtos, /produtos/2...), as a visitor reads them. */
async function onProductList(visitor: Page, name: string): Promise<boolean> {
  for (let number = 1; ; number++) {
    await visitor.goto(number === 1 ? "/produtos" : `/produtos/${number}`);
    const pageOf = await main(visitor)
      .getByText(/^Página \d+ de \d+$/)
      .textContent();
    if (await main(visitor).getByText(name, { exact: true }).count()) return true;
    const [, current, last] = /Página (\d+) de (\d+)/.exec(pageOf ?? "") ?? [];
    if (!current || current === last) return false;
  }
}

/** The back office's 'Qtd' cell of a category, as an admin sees it on /admin/categories. */
async function quantityCell(admin: Page, category: string): Promise<Locator> {
  await admin.goto("/admin/categories");
  const categories = admin.getByRole("table", { name: "Categorias" });
  await expect(categories.getByRole("columnheader", { name: "Qtd" })).toBeVisible();
  const column = (await categories.getByRole("columnheader").allTextContents()).indexOf("Qtd");
  // the row whose 'Destaque' switch names the category (its name cell also holds the category's kind)
  const line = categories
    .getByRole("row")
    .filter({ has: admin.getByRole("switch", { name: `Destaque: ${category}`, exact: true }) });
  return line.getByRole("cell").nth(column);
}

async function openProducts(page: Page) {
  await page.goto("/company/produtos");
  await expect(main(page).getByRole("heading", { level: 1, name: "Produtos" })).toBeVisible();
}

test.describe("the owner's products are real rows (/company/produtos)", () => {
  test("create with a photo, edit the price, switch off and delete: each survives a reload and reaches a visitor and the admin's 'Qtd'", async ({
    page,
    browser,
  }) => {
    test.slow(); // three people: the owner, a visitor and the admin reading the 'Qtd'
    const name = `Broa de fubá ${Date.now().toString(36)}`;
    // an admin beside the owner reads the 'Qtd' of the product's category
    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, "admin", null);
    const lanches = Number(await (await quantityCell(admin, "Lanches")).textContent());
    expect(lanches).toBeGreaterThan(0);
    await signInAs(page, "empresa", null);
    await openProducts(page);

    // Novo Produto: a new row, not a seeded one.
    const dialog = page.getByRole("dialog", { name: "Novo Produto" });
    await clickUntil(main(page).getByRole("button", { name: "Novo Produto" }).first(), dialog);
    await dialog.getByLabel("Nome").fill(name);
    await dialog.getByLabel("Descrição").fill("Feita com fubá mimoso, assada na hora.");
    await dialog.getByLabel("Preço (R$)").fill("9,90");
    await dialog.getByRole("combobox", { name: "Categoria" }).click();
    await page.getByRole("option", { name: "Lanches" }).click();
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#d4a24c" } })
      .png()
      .toBuffer();
    await dialog.getByLabel("Foto").setInputFiles({ name: "broa.png", mimeType: "image/png", buffer: photo });
    await expect(dialog.getByText("broa.png")).toBeVisible();
    await dialog.getByRole("button", { name: "Cadastrar produto" }).click();
    await expect(toast(page, "Produto cadastrado")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toContainText("R$ 9,90");

    await page.reload();
    await expect(row(page, name)).toContainText("R$ 9,90");
    const id = await productIdNamed(name);

    // The photo is stored (resized, WebP) and the row points at it.
    const stored = new RegExp(`/storage/v1/object/public/produtos/.+/${id}-[0-9a-f]+\\.webp$`);
    await expect(row(page, name).locator("img").first()).toHaveAttribute("src", stored);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/busca?q=${encodeURIComponent(name)}`);
    await expect(visitor.getByRole("main").getByText(name).first()).toBeVisible();
    await visitor.goto(`/product/${id}`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByText("R$ 9,90", { exact: true })).toBeVisible();
    await expect(visitor.getByRole("img", { name }).first()).toHaveAttribute("src", stored);
    expect(await onProductList(visitor, name)).toBe(true);
    await visitor.goto(`/product/${id}`);
    await expect(await quantityCell(admin, "Lanches")).toHaveText(String(lanches + 1));

    // Editar: the price as a Brazilian types it.
    const edit = page.getByRole("dialog", { name: "Editar produto" });
    await clickUntil(row(page, name).getByRole("button", { name: `Editar ${name}` }), edit);
    await expect(edit.getByLabel("Preço (R$)")).toHaveValue("9,90");
    await edit.getByLabel("Preço (R$)").fill("12,5");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Produto atualizado")).toBeVisible();
    await expect(row(page, name)).toContainText("R$ 12,50");
    await page.reload();
    await expect(row(page, name)).toContainText("R$ 12,50");
    await visitor.reload();
    await expect(visitor.getByText("R$ 12,50", { exact: true })).toBeVisible();

    // The availability switch writes: off, and still off after a reload.
    const toggle = row(page, name).getByRole("switch", { name: `Disponibilidade de ${name}` });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    // Clicked again only if the first click came before hydration.
    await expect(async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-checked", "false", { timeout: 1_000 });
    }).toPass();
    await expect(toast(page, "Produto desativado")).toBeVisible();
    await page.reload();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await visitor.reload();
    await expect(visitor.getByText("Produto Indisponível")).toBeVisible();
    expect(await onProductList(visitor, name)).toBe(false);

    // Excluir asks first; then the row is gone for the owner and the visitor.
    const confirm = page.getByRole("alertdialog", { name: `Excluir ${name}?` });
    await clickUntil(row(page, name).getByRole("button", { name: `Excluir ${name}` }), confirm);
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await expect(toast(page, "Produto excluído")).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await page.reload();
    await expect(table(page)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    const gone = await visitor.goto(`/product/${id}`);
    expect(gone?.status()).toBe(404);
    await expect(await quantityCell(admin, "Lanches")).toHaveText(String(lanches));
    await visitor.context().close();
    await admin.context().close();
  });

  test("a price the form cannot read is refused in Portuguese and nothing is saved", async ({ page }) => {
    await signInAs(page, "empresa", null);
    await openProducts(page);
    const dialog = page.getByRole("dialog", { name: "Novo Produto" });
    await clickUntil(main(page).getByRole("button", { name: "Novo Produto" }).first(), dialog);
    await dialog.getByLabel("Nome").fill("Produto sem preço válido");
    await dialog.getByLabel("Preço (R$)").fill("0,00");
    await dialog.getByRole("button", { name: "Cadastrar produto" }).click();
    await expect(dialog.getByText("O preço precisa ser maior que zero.")).toBeVisible();
    await expect(dialog.getByText("Escolha a categoria do produto.")).toBeVisible();
    await expect(dialog.getByLabel("Nome")).toHaveValue("Produto sem preço válido");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(row(page, "Produto sem preço válido")).toHaveCount(0);
  });
});
