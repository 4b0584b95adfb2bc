import { expect, test, type Page } from "./support/test";

import { signInAs } from "./support/auth";

// product.md D11 deliverable 8: every advertiser menu link opens a real screen (product.md §2 route table).
const SCREENS = [
  { path: "/advertiser/campaigns", heading: "Campanhas" },
  { path: "/advertiser/ads", heading: "Anúncios" },
  { path: "/advertiser/reports", heading: "Relatórios" },
  { path: "/advertiser/billing", heading: "Faturamento" },
  { path: "/advertiser/settings", heading: "Configurações" },
] as const;

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

test.describe("advertiser screens (product.md D11: /advertiser/campaigns, ads, reports, billing, settings)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "anunciante");
  });

  for (const screen of SCREENS) {
    test(`${screen.path} answers 200 with '${screen.heading}' and noindex (axe: area-menus.spec.ts)`, async ({
      page,
    }) => {
      const response = await page.goto(screen.path);
      expect(response?.status()).toBe(200);
      await expect(heading(page, screen.heading)).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
      await expect(page).toHaveTitle(`${screen.heading} | Vitrine`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });
  }

  test("the sidebar's advertiser links open these screens", async ({ page }) => {
    await page.goto("/advertiser");
    for (const screen of SCREENS) {
      await page.getByRole("link", { name: screen.heading, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      await expect(heading(page, screen.heading)).toBeVisible();
    }
  });

  test("pause/activate changes the status label on the campaigns page and on the dashboard", async ({
    page,
  }) => {
    await page.goto("/advertiser/campaigns");
    const row = page.getByRole("row", { name: /Black Friday do Delivery/ });
    await expect(row.getByText("Ativa", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: "Pausar Black Friday do Delivery" }).click();
    await expect(row.getByText("Pausada", { exact: true })).toBeVisible();
    await expect(page.getByText("Campanha pausada")).toBeVisible();
    await expect(row.getByRole("button", { name: "Ativar Black Friday do Delivery" })).toBeVisible();

    // the same shared control and status on the dashboard, for the rest of the session
    await page.goto("/advertiser");
    const card = page.getByRole("listitem").filter({ hasText: "Black Friday do Delivery" });
    await expect(card.getByText("Pausada", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Ativar Black Friday do Delivery" }).click();
    await expect(card.getByText("Ativa", { exact: true })).toBeVisible();
    await expect(page.getByText("Campanha ativada")).toBeVisible();
  });

  test("the status filter shows only the campaigns of that status", async ({ page }) => {
    await page.goto("/advertiser/campaigns");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(4); // header + 3 campaigns

    const filters = page.getByRole("group", { name: "Filtrar por status" });
    await filters.getByRole("button", { name: /^Pausadas/ }).click();
    await expect(filters.getByRole("button", { name: /^Pausadas/ })).toHaveAttribute("aria-pressed", "true");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Almoço Executivo no Centro");

    await filters.getByRole("button", { name: /^Finalizadas/ }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Festival de Inverno");

    await filters.getByRole("button", { name: /^Todas/ }).click();
    await expect(rows).toHaveCount(4);
  });

  test("'Nova Campanha' says it is not available yet instead of doing nothing", async ({ page }) => {
    await page.goto("/advertiser/campaigns");
    await page.getByRole("button", { name: "Nova Campanha" }).click();
    await expect(page.getByText("Em breve")).toBeVisible();
  });

  test("phones get campaign cards instead of the table", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/advertiser/campaigns");
    await expect(heading(page, "Campanhas")).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
    await expect(page.getByRole("heading", { level: 3, name: "Black Friday do Delivery" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pausar Black Friday do Delivery" })).toBeVisible();
  });

  test("ads: each ad with its image, status, impressions, clicks and CTR", async ({ page }) => {
    await page.goto("/advertiser/ads");
    const tile = page.getByRole("listitem").filter({ hasText: "Pizza em dobro na sexta" });
    // the banner is decorative (alt=""): the ad's title beside it names it
    await expect(tile.locator("img")).toBeVisible();
    await expect(tile.getByText("Ativo", { exact: true })).toBeVisible();
    await expect(tile).toContainText("29.870");
    await expect(tile).toContainText("1.204");
    await expect(tile).toContainText("4,03%");
  });

  test("reports: choosing Última Semana shows that week's figures", async ({ page }) => {
    await page.goto("/advertiser/reports");
    await page.getByRole("tab", { name: "Última Semana" }).click();
    const panel = page.getByRole("tabpanel", { name: "Última Semana" });
    await expect(panel.getByText("De 16/11/2026 a 22/11/2026")).toBeVisible();
    await expect(panel.getByText("16.193")).toBeVisible();
    await expect(panel.getByRole("figure")).toBeVisible();
  });

  test("billing: the Empresarial plan's usage bars read 'Ilimitado' and the invoices their status", async ({
    page,
  }) => {
    await page.goto("/advertiser/billing");
    const plan = page.getByRole("region", { name: "Plano Empresarial" });
    await expect(plan.getByText("R$ 99,90/mês")).toBeVisible();
    await expect(plan.getByText("Anúncios em uso")).toBeVisible();
    await expect(plan.getByText("3 usados · Ilimitado")).toBeVisible();
    await expect(plan.getByText("Impressões neste mês")).toBeVisible();
    await expect(plan.getByText("55.521 usados · Ilimitado")).toBeVisible();

    const invoices = page.getByRole("table");
    await expect(invoices.getByText("Vencida")).toBeVisible();
    await expect(invoices.getByText("Pendente")).toBeVisible();
    await expect(invoices.getByText("Paga")).toHaveCount(3);
  });

  test("settings: a bad e-mail is refused in Portuguese, a valid save shows the toast", async ({ page }) => {
    await page.goto("/advertiser/settings");
    const email = page.getByLabel("E-mail", { exact: true });
    await email.fill("marina@");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Informe um e-mail válido.")).toBeVisible();

    await email.fill("marina@agenciabrilho.example");
    await page.getByRole("switch", { name: "Novidades e dicas" }).click();
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Configurações salvas")).toBeVisible();
    await expect(page.getByText("Informe um e-mail válido.")).toHaveCount(0);
  });
});
