import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import ExcelJS from "exceljs";

import { expect, test, type Download, type Locator, type Page } from "./support/test";

import { formatMoney } from "../lib/format";
import { signInAs } from "./support/auth";

// The reports end today, a São Paulo calendar day (en-CA formats it as YYYY-MM-DD).
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
const main = (page: Page) => page.getByRole("main");

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** A figure's value by its label (<dt> then <dd>), as the stat cards and the report cards show them. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator("dt")
    .filter({ hasText: exactly(label) })
    .locator("xpath=following-sibling::dd[1]");
const statValue = (page: Page, label: string) => figure(main(page), label);

async function download(page: Page, link: Locator): Promise<Download> {
  const event = page.waitForEvent("download");
  await link.click();
  return event;
}

async function workbook(file: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  return book;
}

/** A formula cell's computed result, or the plain value. */
function cellNumber(value: ExcelJS.CellValue): number {
  if (typeof value === "number") return value;
  if (value && typeof value === "object" && "result" in value) return Number(value.result);
  throw new Error(`not a number: ${JSON.stringify(value)}`);
}

/** A real PDF: its header and how many pages it has (pdfkit writes one `/Type /Page` object per page). */
function pdfPages(file: string): number {
  const raw = readFileSync(file).toString("latin1");
  expect(raw.startsWith("%PDF-")).toBe(true);
  expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
  return (raw.match(/\/Type \/Page\b/g) ?? []).length;
}

test.describe("reports download as real files, made on the server (issue 23 point 4)", () => {
  test("the company's Excel holds the year's months, their totals and the page's figures", async ({
    page,
  }) => {
    await signInAs(page, "empresa", "/company/relatorios?periodo=ano");
    const revenueText = await statValue(page, "Faturamento").innerText();
    const ordersText = await statValue(page, "Pedidos").innerText();
    const downloads = main(page).getByRole("group", { name: "Baixar o relatório" });

    const file = await download(
      page,
      downloads.getByRole("link", { name: "Baixar o relatório (Último Ano) em Excel" }),
    );
    expect(file.suggestedFilename()).toBe(`relatorio-padaria-pao-quente-ano-${today}.xlsx`);
    const book = await workbook(file);
    const summary = book.getWorksheet("Resumo")!;
    expect(summary.getCell("A1").value).toBe("Padaria Pão Quente · Relatório de vendas · Último Ano");
    const revenueRow = summary.getColumn(1).values.indexOf("Faturamento");
    const revenue = cellNumber(summary.getCell(revenueRow, 2).value);
    expect(formatMoney(revenue)).toBe(revenueText);

    const months = book.getWorksheet("Por mês")!;
    expect(months.getRow(4).values).toEqual([undefined, "De", "Até", "Pedidos", "Faturamento"]);
    // a bar per calendar month of the last 365 days (the first and the last may be short), then the totals
    const rows = months
      .getColumn(1)
      .values.slice(5)
      .filter((value) => value instanceof Date);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const totals = months.getRow(5 + rows.length);
    expect(totals.getCell(1).value).toBe("Total");
    expect(cellNumber(totals.getCell(3).value)).toBe(Number(ordersText.replace(/\D/g, "")));
    expect(formatMoney(cellNumber(totals.getCell(4).value))).toBe(revenueText);
  });

  test("the company's PDF opens, with the period in its name", async ({ page }) => {
    await signInAs(page, "empresa", "/company/relatorios?periodo=mes");
    const file = await download(
      page,
      main(page).getByRole("link", { name: "Baixar o relatório (Último Mês) em PDF" }),
    );
    expect(file.suggestedFilename()).toBe(`relatorio-padaria-pao-quente-mes-${today}.pdf`);
    expect(pdfPages(await file.path())).toBeGreaterThanOrEqual(1);
  });

  test("the admin's whole report and one card download as Excel and PDF", async ({ page }) => {
    await signInAs(page, "admin", "/admin/reports?periodo=ano");
    const revenueCard = main(page).getByRole("region", { name: "Receita", exact: true });
    const gross = await figure(revenueCard, "Receita bruta").innerText();

    const whole = main(page).getByRole("group", { name: "Relatório completo" });
    const excel = await download(
      page,
      whole.getByRole("link", { name: "Exportar o relatório completo em Excel" }),
    );
    expect(excel.suggestedFilename()).toBe(`relatorio-vitrine-ano-${today}.xlsx`);
    const months = (await workbook(excel)).getWorksheet("Por mês")!;
    const revenueColumn = (months.getRow(4).values as ExcelJS.CellValue[]).indexOf("Receita");
    const total = months.getRow(months.rowCount);
    expect(total.getCell(1).value).toBe("Total");
    expect(formatMoney(cellNumber(total.getCell(revenueColumn).value))).toBe(gross);

    const pdf = await download(
      page,
      whole.getByRole("link", { name: "Exportar o relatório completo em PDF" }),
    );
    expect(pdf.suggestedFilename()).toBe(`relatorio-vitrine-ano-${today}.pdf`);
    expect(pdfPages(await pdf.path())).toBeGreaterThanOrEqual(1);

    const card = await download(page, revenueCard.getByRole("link", { name: "Exportar Receita em PDF" }));
    expect(card.suggestedFilename()).toBe(`relatorio-vitrine-receita-ano-${today}.pdf`);
    expect(pdfPages(await card.path())).toBeGreaterThanOrEqual(1);
  });

  for (const [account, area] of [
    ["entregador", "/entregador"],
    ["cliente", "/customer"],
  ] as const) {
    test(`a ${account} cannot download the company's report`, async ({ page }) => {
      await signInAs(page, account);
      const url = "/company/relatorios/exportar?periodo=mes&formato=xlsx";
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(area);
      expect(response.headers()["content-disposition"]).toBeUndefined();
      // followed, it ends on their own screen, never on a file
      const followed = await page.request.get(url);
      expect(followed.headers()["content-type"]).toMatch(/^text\/html/);
      expect(followed.headers()["content-disposition"]).toBeUndefined();
    });
  }

  test("a visitor is sent to sign in, and the admin's file is no store owner's", async ({ page }) => {
    const visitor = await page.request.get("/company/relatorios/exportar?periodo=mes&formato=pdf", {
      maxRedirects: 0,
    });
    expect(visitor.status()).toBe(307);
    expect(visitor.headers().location).toMatch(/^\/login\?next=/);
    await signInAs(page, "empresa");
    const owner = await page.request.get("/admin/reports/exportar?periodo=mes&formato=pdf", {
      maxRedirects: 0,
    });
    expect(owner.status()).toBe(307);
    expect(owner.headers()["content-disposition"]).toBeUndefined();
  });
});

test("the file libraries never reach a browser: no client chunk holds exceljs's or pdfkit's code", () => {
  const scripts = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return scripts(path);
      return name.endsWith(".js") ? [path] : [];
    });
  const chunks = scripts(join(process.env.NEXT_DIST_DIR || ".next", "static", "chunks"));
  expect(chunks.length).toBeGreaterThan(0);
  // exceljs writes these part names into every workbook, pdfkit this filter into every stream
  const markers = ["xl/sharedStrings.xml", "FlateDecode"];
  const offenders = chunks.filter((file) => {
    const source = readFileSync(file, "utf8");
    return markers.some((marker) => source.includes(marker));
  });
  expect(offenders).toEqual([]);
});

test.describe("numbers that agree (issue 23 point 5)", () => {
  test("the admin dashboard's store counts are /admin/companies' tab counts", async ({ page }) => {
    await signInAs(page, "admin", "/admin");
    const stores = Number((await statValue(page, "Empresas cadastradas").innerText()).replace(/\D/g, ""));
    const pendingHint = main(page).getByText(/aguardando aprovação$/);
    const pending = Number((await pendingHint.innerText()).replace(/\D/g, "")) || 0;

    await page.goto("/admin/companies");
    const tab = async (name: RegExp) =>
      Number((await page.getByRole("tab", { name }).textContent())?.replace(/\D/g, ""));
    expect(await tab(/^Todas/)).toBe(stores);
    expect(await tab(/^Pendentes/)).toBe(pending);
  });

  test("the admin dashboard's orders and revenue are the report's 'Último Mês'", async ({ page }) => {
    await signInAs(page, "admin", "/admin");
    const orders = await statValue(page, "Pedidos (30 dias)").innerText();
    const revenue = await statValue(page, "Receita (30 dias)").innerText();
    await main(page).getByRole("link", { name: "Ver relatório do último mês" }).click();
    await expect(page).toHaveURL(/\/admin\/reports\?periodo=mes$/);
    const activity = main(page).getByRole("region", { name: "Atividade", exact: true });
    await expect(figure(activity, "Pedidos feitos")).toHaveText(orders);
    const revenueCard = main(page).getByRole("region", { name: "Receita", exact: true });
    await expect(figure(revenueCard, "Receita bruta")).toHaveText(revenue);
  });
});
