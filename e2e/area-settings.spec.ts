import { expect, test, type Page } from "./support/test";

import { couponBanners } from "../fixtures/marketing";
import { formatDate } from "../lib/format";
import { periodRange } from "../lib/reports/periods";
import { signInAs, signInWithPassword } from "./support/auth";
import { signUpCustomer } from "./support/backend";
import { newPersonPage } from "./support/checkout";
import { hydrated } from "./support/hydration";

// The reports end today, a São Paulo calendar day (en-CA formats it as YYYY-MM-DD).
const reportEnd = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
const rangeText = (period: "week" | "month" | "year") => {
  const { start, end } = periodRange(period, reportEnd);
  return `De ${formatDate(start)} a ${formatDate(end)}`;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const noticesLink = (page: Page) =>
  page.getByRole("navigation", { name: "Menu da área" }).getByRole("link", { name: /^Avisos/ });

// Saving for real is e2e/company-settings.spec.ts (it restores what it changes); these only meet refusals.
test.describe("company settings", () => {
  test("the opening-hours editor rejects a close time before the open time and keeps what was typed", async ({
    page,
  }) => {
    await signInAs(page, "empresa", "/company/config");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Configurações da loja" })).toBeVisible();
    const monday = main.getByRole("group", { name: "Segunda-feira" });
    // typed into the server's fields before React owns the form, the times could be lost (e2e/support/hydration.ts)
    await hydrated(main.getByRole("button", { name: "Salvar horários" }));
    await monday.getByLabel("Abre às").fill("18:00");
    await monday.getByLabel("Fecha às").fill("09:00");
    await main.getByRole("button", { name: "Salvar horários" }).click();

    await expect(monday.getByText("O fechamento deve ser depois da abertura.")).toBeVisible();
    await expect(monday.getByLabel("Fecha às")).toHaveAttribute("aria-invalid", "true");
    await expect(monday.getByLabel("Abre às")).toHaveValue("18:00");
    await expect(monday.getByLabel("Fecha às")).toHaveValue("09:00");
    await expect(page.getByText("Revise os horários destacados.")).toBeVisible();

    // Nothing was saved: the week comes back as it was.
    await page.reload();
    await expect(monday.getByLabel("Abre às")).not.toHaveValue("18:00");
  });

  test("the store profile shows Portuguese field errors and keeps the typed values", async ({ page }) => {
    await signInAs(page, "empresa", "/company/config");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Nome da loja")).toHaveValue("Padaria Pão Quente");
    await hydrated(main.getByRole("button", { name: "Salvar perfil" }));
    await main.getByLabel("CEP").fill("123");
    await main.getByLabel("Entrega até (min)").fill("10");
    await main.getByRole("button", { name: "Salvar perfil" }).click();
    await expect(main.getByText("Informe um CEP válido, como 30130-151.")).toBeVisible();
    await expect(main.getByText("O tempo máximo deve ser maior que o mínimo.")).toBeVisible();
    await expect(main.getByLabel("CEP")).toHaveValue("123");
    await expect(main.getByLabel("CEP")).toBeFocused();
  });
});

test.describe("notices (product.md D11)", () => {
  test("read marks are saved for the person: the menu count drops, and their other device finds them read", async ({
    page,
    browser,
  }) => {
    // a new customer: the coupons on offer are their notices, all unread (and no other test marks them)
    const customer = await signUpCustomer();
    await signInWithPassword(page, customer.email, customer.password);
    await page.goto("/customer/avisos");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Avisos" })).toBeVisible();
    const markRead = main.getByRole("button", { name: /^Marcar como lido/ });
    await expect(markRead).toHaveCount(couponBanners.length);
    const unread = couponBanners.length;
    await expect(noticesLink(page)).toHaveAccessibleName(new RegExp(`\\(${unread} não lidos\\)`));

    await main
      // browsers differ on the space before the hidden ': <title>'
      .getByRole("button", {
        name: new RegExp(`^Marcar como lido ?: Novo cupom: ${escapeRegExp(couponBanners[0]!.title)}$`),
      })
      .click();
    await expect(noticesLink(page)).toHaveAccessibleName(new RegExp(`\\(${unread - 1} não lidos?\\)`));

    // the same person on a phone: the mark is in the database, not in the first browser
    const phone = await newPersonPage(browser, customer, { width: 390, height: 844 });
    await phone.goto("/customer/avisos");
    const phoneMain = phone.getByRole("main");
    await expect(phoneMain.getByRole("button", { name: /^Marcar como lido/ })).toHaveCount(unread - 1);
    await expect(
      phoneMain
        .getByRole("region", { name: "Anteriores" })
        .getByText(`Novo cupom: ${couponBanners[0]!.title}`, { exact: true }),
    ).toBeVisible();
    await phoneMain.getByRole("button", { name: "Marcar todos como lidos" }).click();
    await expect(phone.getByText("Todos os avisos foram marcados como lidos.")).toBeVisible();
    await phone.context().close();

    await page.reload();
    await expect(main.getByText("Tudo em dia! Você não tem avisos não lidos.")).toBeVisible();
    await expect(noticesLink(page)).toHaveAccessibleName("Avisos");
  });
});

test.describe("customer coupons (product.md D11)", () => {
  test("'Copiar código' copies the coupon and confirms with a toast", async ({ page, context }) => {
    const coupon = couponBanners[0]!;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAs(page, "cliente", "/customer/cupons");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Meus Cupons" })).toBeVisible();
    await main.getByRole("button", { name: `Copiar código ${coupon.code}` }).click();
    await expect(page.getByText(`Cupom ${coupon.code} copiado!`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon.code);
  });
});

test.describe("company reports (product.md D11, product.md §9 report periods)", () => {
  test("changing the period updates the URL, the range and the chart", async ({ page }) => {
    await signInAs(page, "empresa", "/company/relatorios");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();
    const periods = main.getByRole("navigation", { name: "Período do relatório" });
    await expect(periods.getByRole("link", { name: "Último Mês" })).toHaveAttribute("aria-current", "true");
    await expect(main.getByTestId("report-range")).toHaveText(rangeText("month"));

    await periods.getByRole("link", { name: "Última Semana" }).click();
    await expect(page).toHaveURL(/\/company\/relatorios\?periodo=semana$/);
    await expect(periods.getByRole("link", { name: "Última Semana" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(main.getByTestId("report-range")).toHaveText(rangeText("week"));
    const chart = main.getByRole("figure", { name: "Faturamento por dia" });
    await chart.getByText("Ver dados em tabela").click();
    // Header row plus one row per day of the week.
    await expect(chart.getByRole("table").getByRole("row")).toHaveCount(8);

    await periods.getByRole("link", { name: "Último Ano" }).click();
    await expect(main.getByTestId("report-range")).toHaveText(rangeText("year"));
    await expect(main.getByRole("figure", { name: "Faturamento por mês" })).toBeVisible();
  });
});
