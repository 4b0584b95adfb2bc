import { expect, test, type Page } from "./support/test";

import { putDemoAdvertiserOnPlan } from "./support/advertiser-plan";
import { signInAs } from "./support/auth";
import { hydrated } from "./support/hydration";

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
  // each test opens its own page
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "anunciante", null);
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

    // saved: the dashboard shows the same status, and activating it there puts it back as seeded
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

  test("phones get campaign cards instead of the table", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/advertiser/campaigns");
    await expect(heading(page, "Campanhas")).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
    await expect(page.getByRole("heading", { level: 3, name: "Black Friday do Delivery" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pausar Black Friday do Delivery" })).toBeVisible();
  });

  test("ads: each ad with its image, status, figures and its target as a sponsored link", async ({
    page,
  }) => {
    await page.goto("/advertiser/ads");
    const tile = page.getByRole("listitem").filter({ hasText: "Pizza em dobro na sexta" });
    // the banner is decorative (alt=""): the ad's title beside it names it
    await expect(tile.locator("img")).toBeVisible();
    await expect(tile.getByText("Ativo", { exact: true })).toBeVisible();
    await expect(tile.getByText("No ar na página inicial hoje")).toBeVisible();
    await expect(tile.getByRole("term")).toHaveText(["Impressões", "Cliques", "CTR"]);
    const link = tile.getByRole("link", { name: /agenciabrilho\.example\/black-friday\/pizza/ });
    await expect(link).toHaveAttribute("rel", "sponsored noopener");
    // an ad of the finished campaign reads Finalizado and has no 'Editar'
    const finished = page.getByRole("listitem").filter({ hasText: "Caldos e sopas quentinhos" });
    await expect(finished.getByText("Finalizado", { exact: true })).toBeVisible();
    await expect(finished.getByText("Fora do ar hoje")).toBeVisible();
    await expect(finished.getByRole("button", { name: /^Editar/ })).toHaveCount(0);
  });

  test("reports: choosing Última Semana shows the last 7 days, counted up to today", async ({ page }) => {
    await page.goto("/advertiser/reports");
    await page.getByRole("tab", { name: "Última Semana" }).click();
    const panel = page.getByRole("tabpanel", { name: "Última Semana" });
    const day = (offset: number) =>
      new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
    await expect(panel.getByText(`De ${day(-6)} a ${day(0)}`)).toBeVisible();
    await expect(panel.getByRole("figure")).toBeVisible();
  });

  test("billing: the Empresarial plan's usage bars read 'Ilimitado' and the statement adds up its months", async ({
    page,
  }) => {
    await page.goto("/advertiser/billing");
    const plan = page.getByRole("region", { name: "Plano Empresarial" });
    await expect(plan.getByText("R$ 99,90/mês")).toBeVisible();
    await expect(plan.getByText("Anúncios em uso")).toBeVisible();
    // Black Friday's two ads and Almoço Executivo's one; Festival de Inverno has finished
    // exact: the impressions bar below reads "… usados · Ilimitado" too (57.653 ends in 3)
    await expect(plan.getByText("3 usados · Ilimitado", { exact: true })).toBeVisible();
    await expect(plan.getByText("Impressões neste mês")).toBeVisible();

    const statement = page.getByRole("table");
    await expect(statement.getByText("Em aberto")).toBeVisible();
    const totals = await statement.locator("tbody tr td:last-child").allTextContents();
    const cents = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", ""));
    const sum = totals.reduce((total, text) => total + cents(text), 0);
    expect(cents((await statement.locator("tfoot td:last-child").textContent()) ?? "")).toBe(sum);
  });

  test("billing: 'Mudar para este plano' asks first, moves the advertiser at once, and only the open month costs the new fee", async ({
    page,
  }) => {
    const change = async (to: string) => {
      await hydrated(page.getByRole("button", { name: `Mudar para o plano ${to}` }));
      await page.getByRole("button", { name: `Mudar para o plano ${to}` }).click();
      const ask = page.getByRole("alertdialog", { name: `Mudar para o plano ${to}?` });
      await expect(ask.getByRole("button", { name: "Cancelar" })).toBeFocused();
      if (to === "Premium") {
        // the demo advertiser's tens of thousands of impressions this month are over Premium's 5.000
        await expect(ask).toContainText("seus anúncios deixam de aparecer até o mês que vem");
      }
      await ask.getByRole("button", { name: "Mudar de plano" }).click();
      await expect(page.getByText(`Agora você está no plano ${to}.`)).toBeVisible();
      await expect(page.getByRole("region", { name: `Plano ${to}` })).toBeVisible();
    };
    await page.goto("/advertiser/billing");
    await expect(page.getByRole("region", { name: "Plano Empresarial" })).toBeVisible();
    try {
      await change("Premium");
      await expect(
        page.getByRole("region", { name: "Plano Premium" }).getByText("R$ 49,90/mês"),
      ).toBeVisible();
      const rows = page.getByRole("table").locator("tbody tr");
      await expect(rows.filter({ hasText: "Em aberto" })).toContainText("R$ 49,90");
      // the months already closed were charged the plan they had
      const closed = rows.filter({ hasNotText: "Em aberto" });
      expect(await closed.count()).toBeGreaterThan(0);
      for (const row of await closed.all()) await expect(row).toContainText("R$ 99,90");
      await page.reload();
      await expect(page.getByRole("region", { name: "Plano Premium" })).toBeVisible();
      // and back, through the same screen
      await change("Empresarial");
    } finally {
      // whatever happened above, the seed's plan for the specs after this one
      await putDemoAdvertiserOnPlan();
    }
  });

  test("billing: the way to pay the invoice saves when picked, and the advertiser's other browser shows it", async ({
    page,
    browser,
  }) => {
    const other = await (await browser.newContext()).newPage();
    await signInAs(other, "anunciante", null);
    const card = (p: Page) => p.getByRole("region", { name: "Forma de pagamento" });
    const option = (p: Page, name: string) => card(p).getByRole("radio", { name: new RegExp(`^${name}`) });
    try {
      await page.goto("/advertiser/billing");
      await expect(option(page, "Pix")).toBeChecked();
      await expect(
        card(page).getByText("A Vitrine não guarda dados de cartão.", { exact: false }),
      ).toBeVisible();
      await hydrated(option(page, "Boleto bancário"));
      await option(page, "Boleto bancário").check();
      await expect(page.getByText("Forma de pagamento salva")).toBeVisible();

      await other.goto("/advertiser/billing");
      await expect(option(other, "Boleto bancário")).toBeChecked();
      await expect(option(other, "Pix")).not.toBeChecked();
    } finally {
      // the demo account as seeded
      await page.goto("/advertiser/billing");
      await hydrated(option(page, "Pix"));
      if (!(await option(page, "Pix").isChecked())) {
        await option(page, "Pix").check();
        await expect(page.getByText("Forma de pagamento salva")).toBeVisible();
      }
      await other.context().close();
    }
  });

  test("settings: a bad phone is refused in Portuguese; a valid save is kept on the next visit", async ({
    page,
  }) => {
    await page.goto("/advertiser/settings");
    await hydrated(page.getByRole("button", { name: "Salvar alterações" }));
    const phone = page.getByLabel("Telefone", { exact: true });
    const original = await phone.inputValue();
    await phone.fill("3245");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Informe um telefone com DDD (10 ou 11 dígitos).")).toBeVisible();

    await phone.fill("(31) 3333-4444");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Configurações salvas")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Telefone", { exact: true })).toHaveValue("(31) 3333-4444");

    // put the demo account back as seeded
    await page.getByLabel("Telefone", { exact: true }).fill(original);
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Configurações salvas")).toBeVisible();
  });
});
