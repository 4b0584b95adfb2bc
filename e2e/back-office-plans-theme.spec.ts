import { expect, test, type Browser, type Locator, type Page } from "./support/test";

import { plans } from "../fixtures/plans";
import { defaultTheme } from "../fixtures/theme";
import { putDemoAdvertiserOnPlan } from "./support/advertiser-plan";
import { signInAs } from "./support/auth";
import { hydrated } from "./support/hydration";

// Issue 23: plans and the theme are saved for real by an administrator whose permissions allow it (the demo
// superadmin; the Admin preset only reads them), and the public pages show a change on their next request.
// Every test puts back what it changed through the same screens, so the cached pages other specs open are
// the seed's again.

const basicoPrice = `R$ ${plans
  .find((plan) => plan.tier === "basic")!
  .price.toFixed(2)
  .replace(".", ",")}`;
const GREEN = { hex: "#2E7D32", rgb: "rgb(46, 125, 50)" };
const DEFAULT_PRIMARY_RGB = "rgb(21, 101, 192)"; // #1565C0

const main = (page: Page) => page.getByRole("main");

/** Client controls work once hydrated: repeat the click until what it does is visible. */
async function clickUntil(target: Locator, done: Locator) {
  await expect(async () => {
    if (!(await done.isVisible())) await target.click({ timeout: 1_000 });
    await expect(done).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** A visitor's page (no cookies): what everybody gets from the cache. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** /admin/plans: Editar on the Básico company plan, a new price, Salvar alterações. */
async function setBasicoPrice(page: Page, price: string) {
  await page.goto("/admin/plans");
  const dialog = page.getByRole("dialog", { name: "Editar o plano Básico" });
  await clickUntil(page.getByRole("button", { name: "Editar o plano Básico (Empresas)" }), dialog);
  await dialog.getByLabel("Preço por mês (R$)").fill(price);
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Plano Básico atualizado").first()).toBeVisible();
}

/** The price on the Básico card of /para-empresas, as a visitor loads it. */
async function expectParaEmpresasPrice(visitor: Page, price: string) {
  await visitor.goto("/para-empresas");
  const card = visitor.getByRole("article", { name: "Básico" });
  await expect(card.getByText(price, { exact: true })).toBeVisible();
}

/** /admin/layout with its editor hydrated. */
async function openThemeEditor(page: Page) {
  await page.goto("/admin/layout");
  // React may render the editor's Suspense boundary anew instead of hydrating it (e2e/support/hydration.ts):
  // for a moment the server's fields and the browser's are both in the page
  await expect(page.getByLabel("Cor primária: código hexadecimal")).toHaveCount(1, { timeout: 15_000 });
  await hydrated(page.getByRole("button", { name: "Salvar" }));
}

async function restoreDefaultTheme(page: Page) {
  await openThemeEditor(page);
  await page.getByRole("button", { name: "Restaurar padrão" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Restaurar o tema padrão?" });
  await dialog.getByRole("button", { name: "Restaurar padrão" }).click();
  await expect(page.getByText("Tema padrão restaurado").first()).toBeVisible();
  await expect(page.getByLabel("Cor primária: código hexadecimal")).toHaveValue(defaultTheme.primaryColor);
}

/** The home as a visitor loads it: the primary colour on <html> and on the 'Entrar' button. */
async function expectHomePrimary(visitor: Page, hex: string, rgb: string) {
  await visitor.goto("/");
  await expect(visitor.locator("html")).toHaveAttribute("style", new RegExp(`--primary:\\s*${hex}`, "i"));
  const entrar = visitor.getByRole("banner").getByRole("link", { name: "Entrar", exact: true });
  await expect(entrar).toHaveCSS("background-color", rgb);
}

test.describe("plans and theme saved by the back office (issue 23)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "superadmin", null);
  });

  test("an admin changes a plan's price and /para-empresas shows it on the next load", async ({
    page,
    browser,
  }) => {
    const visitor = await visitorPage(browser);
    await expectParaEmpresasPrice(visitor, basicoPrice);
    try {
      await setBasicoPrice(page, "34,90");
      await expectParaEmpresasPrice(visitor, "R$ 34,90");
      // the admin's own list reads the same row
      await expect(main(page).getByRole("listitem").filter({ hasText: "R$ 34,90" })).toHaveCount(1);
    } finally {
      await setBasicoPrice(page, basicoPrice.slice(3));
      await expectParaEmpresasPrice(visitor, basicoPrice);
      await visitor.context().close();
    }
  });

  test("an admin takes the advertiser's plan off sale: their billing still shows it, its fee and limits, marked off sale", async ({
    page,
    browser,
  }) => {
    const toggle = async (action: "Desativar" | "Ativar", done: "desativado" | "ativado") => {
      await page.goto("/admin/plans");
      const button = page.getByRole("button", { name: `${action} o plano Empresarial (Anunciantes)` });
      await hydrated(button);
      await button.click();
      // the badge changes at once (optimistic); the toast comes with the server's answer
      await expect(page.getByText(`Plano Empresarial ${done}`).first()).toBeVisible();
    };
    // the seed's plan, whatever an earlier spec left
    await putDemoAdvertiserOnPlan();
    const advertiser = await (await browser.newContext()).newPage();
    await signInAs(advertiser, "anunciante", null);
    try {
      await toggle("Desativar", "desativado");
      await advertiser.goto("/advertiser/billing");
      const plan = advertiser.getByRole("region", { name: "Plano Empresarial" });
      await expect(plan.getByText("Plano fora de venda")).toBeVisible();
      await expect(plan.getByText("R$ 99,90/mês")).toBeVisible();
      await expect(plan.getByText("3 usados · Ilimitado", { exact: true })).toBeVisible();
      // the open month is still charged the plan's fee, and the plan is no longer offered
      const open = advertiser.getByRole("table").locator("tbody tr").filter({ hasText: "Em aberto" });
      await expect(open).toContainText("R$ 99,90");
      await expect(advertiser.getByRole("button", { name: "Mudar para o plano Empresarial" })).toHaveCount(0);
    } finally {
      await toggle("Ativar", "ativado");
      await advertiser.goto("/advertiser/billing");
      await expect(
        advertiser.getByRole("region", { name: "Plano Empresarial" }).getByText("Plano fora de venda"),
      ).toHaveCount(0);
      await advertiser.context().close();
    }
  });

  test("a saved theme colour is on the home's next load; 'Restaurar padrão' brings the default back", async ({
    page,
    browser,
  }) => {
    const visitor = await visitorPage(browser);
    try {
      await openThemeEditor(page);
      await page.getByLabel("Cor primária: código hexadecimal").fill(GREEN.hex);
      await expect(page.getByTestId("theme-preview")).toHaveAttribute("style", /--primary:\s*#2e7d32/i);
      await page.getByRole("button", { name: "Salvar" }).click();
      await expect(page.getByText("Tema salvo").first()).toBeVisible();
      await expectHomePrimary(visitor, GREEN.hex, GREEN.rgb);

      await restoreDefaultTheme(page);
      await expectHomePrimary(visitor, defaultTheme.primaryColor, DEFAULT_PRIMARY_RGB);
    } finally {
      await visitor.goto("/");
      const style = (await visitor.locator("html").getAttribute("style")) ?? "";
      if (!style.toUpperCase().includes(defaultTheme.primaryColor)) await restoreDefaultTheme(page);
      await visitor.context().close();
    }
  });

  test("a colour pair under WCAG AA is refused with the pair and its ratio, and nothing changes", async ({
    page,
    browser,
  }) => {
    await openThemeEditor(page);
    await page.getByLabel("Cor primária: código hexadecimal").fill("#64B5F6");
    const message = "Texto sobre a cor primária: contraste 2,2:1, o mínimo é 4,5:1.";
    await expect(page.getByText(message)).toBeVisible();
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "O tema não foi salvo" })).toContainText(message);
    await expect(page.getByText("Tema não salvo").first()).toBeVisible();

    const visitor = await visitorPage(browser);
    try {
      await expectHomePrimary(visitor, defaultTheme.primaryColor, DEFAULT_PRIMARY_RGB);
      await openThemeEditor(page);
      await expect(page.getByLabel("Cor primária: código hexadecimal")).toHaveValue(
        defaultTheme.primaryColor,
      );
    } finally {
      await visitor.context().close();
    }
  });
});
