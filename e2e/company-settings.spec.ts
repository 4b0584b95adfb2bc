import { createClient } from "@supabase/supabase-js";

import { expect, test, type Browser, type Page } from "./support/test";

import { companies, DEMO_COMPANY_ID } from "../fixtures/companies";
import { clientOptions } from "../lib/supabase/client-options";
import type { Database } from "../lib/supabase/database.types";
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/embedded/keys";
import { DEMO_EMAILS, DEMO_PASSWORD, signInAs } from "./support/auth";

// /company/config and /company/cupons write the database: the owner's change reaches a visitor's next
// request, and what the owner saves is still there after a reload.

const demo = companies.find((company) => company.id === DEMO_COMPANY_ID)!;
const wednesday = demo.openingHours.wednesday!;
// The visitor's browser decides open or closed on its own clock: pin it to a Wednesday the store is open.
const WEDNESDAY_NOON = new Date("2026-11-18T12:00:00-03:00");
// A code of this run only (a retry must not find its own coupon taken); removed after the tests.
const COUPON_CODE = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

const main = (page: Page) => page.getByRole("main");
const wednesdayRow = (page: Page) => main(page).getByRole("group", { name: "Quarta-feira" });

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(WEDNESDAY_NOON);
  return page;
}

/** Turns Wednesday on or off in the owner's editor and saves the week. */
async function saveWednesdayOpen(page: Page, open: boolean) {
  await page.goto("/company/config");
  const toggle = wednesdayRow(page).getByRole("switch", { name: "Aberto" });
  if ((await toggle.getAttribute("aria-checked")) !== String(open)) await toggle.click();
  await main(page).getByRole("button", { name: "Salvar horários" }).click();
  await expect(page.getByText("Horário de funcionamento salvo")).toBeVisible();
}

test.describe("the store's opening hours reach the storefront", () => {
  test.afterAll(async ({ browser }) => {
    // Other specs assume the seeded week: open Wednesday again (its times never changed).
    const page = await browser.newPage();
    await signInAs(page, "empresa", null);
    await saveWednesdayOpen(page, true);
    await page.close();
  });

  test("the owner closes today, and a visitor's next load shows 'Fechado' and the new week", async ({
    page,
    browser,
  }) => {
    const visitor = await visitorPage(browser);
    await visitor.goto(`/company/${DEMO_COMPANY_ID}`);
    await expect(visitor.locator("[data-open]").first()).toHaveText("Aberto");
    await expect(visitor.locator('tr[data-day="wednesday"]')).toContainText(
      `${wednesday.open} – ${wednesday.close}`,
    );

    await signInAs(page, "empresa", null);
    await saveWednesdayOpen(page, false);
    await page.reload();
    await expect(wednesdayRow(page).getByRole("switch", { name: "Aberto" })).toHaveAttribute(
      "aria-checked",
      "false",
    );

    await visitor.reload();
    const badge = visitor.locator("[data-open]").first();
    await expect(badge).toHaveAttribute("data-open", "false");
    await expect(badge).toHaveText(/^Fechado/);
    await expect(visitor.locator('tr[data-day="wednesday"]')).toContainText("Fechado");
    await visitor.context().close();
  });
});

test.describe("the store's coupons are saved", () => {
  test.afterAll(async () => {
    // Remove this run's coupon through the Data API, as its owner (RLS lets the owner delete).
    const port = process.env.E2E_BACKEND_PORT ?? 54331;
    const url = process.env.E2E_SUPABASE_URL ?? `http://127.0.0.1:${port}`;
    const key = process.env.E2E_SUPABASE_PUBLISHABLE_KEY ?? LOCAL_PUBLISHABLE_KEY;
    const owner = createClient<Database>(url, key, {
      ...clientOptions,
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await owner.auth.signInWithPassword({ email: DEMO_EMAILS.empresa, password: DEMO_PASSWORD });
    await owner.from("cupons").delete().eq("codigo", COUPON_CODE);
  });

  test("a new coupon survives a reload; deactivated, it stays inactive after a reload", async ({ page }) => {
    await signInAs(page, "empresa", "/company/cupons");
    await main(page).getByRole("button", { name: "Novo cupom" }).click();
    const dialog = page.getByRole("dialog", { name: "Criar cupom" });
    await dialog.getByLabel("Código").fill(COUPON_CODE);
    await dialog.getByLabel("Descrição").fill("10% no teste de ponta a ponta");
    await dialog.getByLabel("Desconto").fill("10");
    await dialog.getByLabel("Início").fill("2026-12-01");
    await dialog.getByLabel("Término").fill("2026-12-31");
    await dialog.getByRole("button", { name: "Criar cupom" }).click();
    await expect(page.getByText("Cupom criado")).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = () =>
      main(page)
        .getByRole("region", { name: "Seus cupons" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: COUPON_CODE }) });
    await expect(card()).toContainText("Ativo");
    await page.reload();
    await expect(card()).toContainText("10% de desconto");
    await expect(card()).toContainText("Ativo");

    await card()
      .getByRole("button", { name: `Desativar o cupom ${COUPON_CODE}` })
      .click();
    await expect(page.getByText("Cupom desativado")).toBeVisible();
    await expect(card()).toContainText("Inativo");
    await page.reload();
    await expect(card()).toContainText("Inativo");
    await expect(card().getByRole("button", { name: `Ativar o cupom ${COUPON_CODE}` })).toBeVisible();
  });

  test("a code the store already uses is refused under the field, the typed values kept", async ({
    page,
  }) => {
    await signInAs(page, "empresa", "/company/cupons");
    await main(page).getByRole("button", { name: "Novo cupom" }).click();
    const dialog = page.getByRole("dialog", { name: "Criar cupom" });
    await dialog.getByLabel("Código").fill("PAOQUENTE10");
    await dialog.getByLabel("Descrição").fill("Outro desconto");
    await dialog.getByLabel("Desconto").fill("5");
    await dialog.getByLabel("Início").fill("2026-12-01");
    await dialog.getByLabel("Término").fill("2026-12-31");
    await dialog.getByRole("button", { name: "Criar cupom" }).click();
    await expect(dialog.getByText("Já existe um cupom com este código.")).toBeVisible();
    await expect(dialog.getByLabel("Código")).toBeFocused();
    await expect(dialog.getByLabel("Descrição")).toHaveValue("Outro desconto");
  });
});

test.describe("an entregador of the store", () => {
  test("never sees the owner's settings or coupons: both send them to their own screen", async ({ page }) => {
    await signInAs(page, "entregador", null);
    for (const path of ["/company/config", "/company/cupons"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/entregador$/);
      await expect(main(page).getByRole("heading", { level: 1, name: "Minhas entregas" })).toBeVisible();
      await expect(main(page).getByLabel("Nome da loja")).toHaveCount(0);
    }
  });
});
