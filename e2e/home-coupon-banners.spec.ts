import { expect, test, type Browser, type Locator, type Page } from "./support/test";

import { couponBanners } from "../fixtures/marketing";
import { signInAs } from "./support/auth";
import { hydrated } from "./support/hydration";

// The home's coupon banners are the back office's to arrange (public.cupons_destaque): a superadmin rewrites,
// moves, removes and adds them on /admin/layout, and a visitor's home and a customer's wallet, each in its own
// browser context, show the change on their next load. Every test puts the seed's banners back through the
// same screen, so the cached home other specs open is the seed's again.

const [FIRST, SECOND, THIRD] = couponBanners as [
  (typeof couponBanners)[0],
  (typeof couponBanners)[0],
  (typeof couponBanners)[0],
];
const SEEDED = couponBanners.map((banner) => banner.title);

/** /admin/layout with the banners' controls hydrated. */
async function openEditor(page: Page): Promise<Locator> {
  await page.goto("/admin/layout");
  const card = page.getByRole("list", { name: "Cupons na página inicial" });
  await hydrated(page.getByRole("button", { name: "Adicionar cupom" }));
  return card;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The banners' titles on the home, in order, as a visitor loads it. */
async function homeTitles(visitor: Page): Promise<string[]> {
  await visitor.goto("/");
  return visitor.locator("#cupons h3").allTextContents();
}

async function expectHome(visitor: Page, titles: readonly string[]) {
  await expect.poll(() => homeTitles(visitor)).toEqual(titles);
}

async function editTitle(page: Page, from: string, to: string) {
  await page.getByRole("button", { name: `Editar ${from}` }).click();
  const dialog = page.getByRole("dialog", { name: "Editar destaque" });
  await dialog.getByLabel("Título", { exact: true }).fill(to);
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Destaque salvo.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Editar ${to}` })).toBeVisible();
}

/** The banners' codes on /admin/layout, in order. */
function editorCodes(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Cupons na página inicial" }).locator("code").allTextContents();
}

/** 'Subir' on a banner, then waits until the list shows it one place up. */
async function moveUp(page: Page, banner: { title: string; code: string }) {
  const before = await editorCodes(page);
  const at = before.indexOf(banner.code);
  const after = [...before];
  [after[at - 1], after[at]] = [before[at]!, before[at - 1]!];
  await page.getByRole("button", { name: `Subir ${banner.title}` }).click();
  await expect.poll(() => editorCodes(page)).toEqual(after);
}

/** Puts the seed's three banners back, whatever a failed test left. */
async function restoreSeed(page: Page) {
  await openEditor(page);
  const items = page.getByRole("list", { name: "Cupons na página inicial" }).getByRole("listitem");
  for (const banner of couponBanners) {
    if ((await items.filter({ hasText: banner.code }).count()) === 0) await addBanner(page, banner);
  }
  for (const banner of couponBanners) {
    const item = items.filter({ hasText: banner.code });
    const title = (await item.locator("p").first().textContent()) ?? "";
    if (title !== banner.title) await editTitle(page, title, banner.title);
  }
  for (const [index, banner] of couponBanners.entries()) {
    while ((await editorCodes(page)).indexOf(banner.code) > index) await moveUp(page, banner);
  }
  await expect.poll(() => editorCodes(page)).toEqual(couponBanners.map((banner) => banner.code));
}

async function addBanner(page: Page, banner: (typeof couponBanners)[0]) {
  await page.getByRole("button", { name: "Adicionar cupom" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar cupom à página inicial" });
  await dialog.getByLabel("Cupom", { exact: true }).selectOption(banner.id);
  await dialog.getByLabel("Título", { exact: true }).fill(banner.title);
  await dialog.getByLabel("Subtítulo", { exact: true }).fill(banner.subtitle);
  await dialog.getByRole("button", { name: "Adicionar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Cupom adicionado à página inicial.").first()).toBeVisible();
}

test.describe("the home's coupon banners, arranged on /admin/layout", () => {
  test("a superadmin rewrites a banner and moves it first: the visitor's home and the customer's wallet show it", async ({
    page,
    browser,
  }) => {
    const visitor = await newPage(browser);
    const customer = await newPage(browser);
    await signInAs(customer, "cliente", null);
    await signInAs(page, "superadmin", null);
    try {
      await expectHome(visitor, SEEDED);
      await openEditor(page);
      await editTitle(page, THIRD.title, "Farmácia com 10% de desconto hoje");
      const renamed = { title: "Farmácia com 10% de desconto hoje", code: THIRD.code };
      await moveUp(page, renamed);
      await expect(page.getByText("Ordem salva.").first()).toBeVisible();
      await moveUp(page, renamed);
      await expect(
        page.getByRole("button", { name: "Subir Farmácia com 10% de desconto hoje" }),
      ).toBeDisabled();

      const moved = ["Farmácia com 10% de desconto hoje", FIRST.title, SECOND.title];
      await expectHome(visitor, moved);
      await customer.goto("/customer/cupons");
      await expect(customer.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(moved);
    } finally {
      await restoreSeed(page);
      await expectHome(visitor, SEEDED);
      await visitor.context().close();
      await customer.context().close();
    }
  });

  test("a removed banner leaves the home; 'Adicionar cupom' checks the words and brings it back", async ({
    page,
    browser,
  }) => {
    const visitor = await newPage(browser);
    await signInAs(page, "superadmin", null);
    try {
      await openEditor(page);
      await page.getByRole("button", { name: `Remover ${FIRST.title}` }).click();
      const confirm = page.getByRole("alertdialog", {
        name: `Retirar o cupom ${FIRST.code} da página inicial?`,
      });
      await confirm.getByRole("button", { name: "Retirar" }).click();
      await expect(page.getByText("Cupom retirado da página inicial.").first()).toBeVisible();
      await expectHome(visitor, [SECOND.title, THIRD.title]);

      await page.getByRole("button", { name: "Adicionar cupom" }).click();
      const dialog = page.getByRole("dialog", { name: "Adicionar cupom à página inicial" });
      await dialog.getByLabel("Título", { exact: true }).fill("Oi");
      await dialog.getByLabel("Subtítulo", { exact: true }).fill(FIRST.subtitle);
      await dialog.getByRole("button", { name: "Adicionar" }).click();
      await expect(dialog.getByText("Escolha um cupom.")).toBeVisible();
      await expect(dialog.getByText("O título precisa de pelo menos 3 caracteres.")).toBeVisible();
      // nothing typed is lost
      await expect(dialog.getByLabel("Subtítulo", { exact: true })).toHaveValue(FIRST.subtitle);
      await dialog.getByLabel("Cupom", { exact: true }).selectOption(FIRST.id);
      await dialog.getByLabel("Título", { exact: true }).fill(FIRST.title);
      await dialog.getByRole("button", { name: "Adicionar" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Todos os cupons da Vitrine já estão na página inicial.")).toBeVisible();
      // back in the first free place: the one it left
      await expectHome(visitor, SEEDED);
    } finally {
      await restoreSeed(page);
      await visitor.context().close();
    }
  });

  test("the Admin preset sees the banners but no control to change them", async ({ page }) => {
    await signInAs(page, "admin", "/admin/layout");
    // React may render the screen's Suspense boundary anew instead of hydrating it (e2e/support/hydration.ts):
    // for a moment the server's card and the browser's are both in the page
    const readOnly = page.getByText(
      "Estes são os cupons que a página inicial anuncia. O seu perfil de administrador não permite editar o layout.",
    );
    await expect(readOnly).toHaveCount(1, { timeout: 15_000 });
    const list = page.getByRole("list", { name: "Cupons na página inicial" });
    await expect(list.getByRole("listitem")).toHaveCount(couponBanners.length);
    await expect(page.getByRole("button", { name: "Adicionar cupom" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Editar ${FIRST.title}` })).toHaveCount(0);
  });
});
