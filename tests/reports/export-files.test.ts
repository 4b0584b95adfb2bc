import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";

import { adminReportDocument } from "@/lib/reports/export/admin-document";
import { companyReportDocument } from "@/lib/reports/export/company-document";
import { reportPdf } from "@/lib/reports/export/pdf";
import { reportXlsx } from "@/lib/reports/export/xlsx";

import { adminReport, companyReport, NOW, translate } from "./report-samples";

async function workbookOf(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The page objects of a PDF (pdfkit writes them uncompressed, one `/Type /Page` each). */
function pageCount(bytes: Uint8Array): number {
  return (
    Buffer.from(bytes)
      .toString("latin1")
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
}

describe("the report's Excel file is a real workbook (product.md §9)", () => {
  it("opens with the title and period, the figures as numbers, a row per day and SUM totals", async () => {
    const doc = companyReportDocument(companyReport, translate, NOW);
    const workbook = await workbookOf(await reportXlsx(doc, NOW));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Resumo", "Por dia", "Mais vendidos"]);

    const summary = workbook.getWorksheet("Resumo")!;
    expect(summary.getCell("A1").value).toBe("Padaria Pão Quente · Relatório de vendas · Última Semana");
    expect(summary.getCell("A2").value).toBe("De 20/11/2026 a 26/11/2026");
    const revenue = summary.getColumn(1).values.indexOf("Faturamento");
    expect(summary.getCell(revenue, 2).value).toBe(1234.56);
    expect(summary.getCell(revenue, 2).numFmt).toBe('"R$" #,##0.00');

    const days = workbook.getWorksheet("Por dia")!;
    expect(days.getRow(4).values).toEqual([undefined, "Dia", "Pedidos", "Faturamento"]);
    expect(days.getCell("A5").value).toEqual(new Date("2026-11-20T00:00:00Z"));
    expect(days.getCell("A5").numFmt).toBe("dd/mm/yyyy");
    expect(days.getCell("C9").value).toBe(1000.1);
    const total = days.getRow(12);
    expect(total.getCell(1).value).toBe("Total");
    expect(total.getCell(2).value).toEqual({ formula: "SUM(B5:B11)", result: 3 });
    expect(total.getCell(3).value).toEqual({ formula: "SUM(C5:C11)", result: 1234.56 });
  });

  it("a growth keeps its sign in the cell's format, and a best seller with no category reads '—'", async () => {
    const workbook = await workbookOf(
      await reportXlsx(companyReportDocument(companyReport, translate, NOW), NOW),
    );
    const summary = workbook.getWorksheet("Resumo")!;
    const growthRow = summary.getColumn(1).values.indexOf("Crescimento mensal");
    expect(summary.getCell(growthRow, 2).value).toBe(-0.125);
    expect(summary.getCell(growthRow, 2).numFmt).toBe("+0.0%;-0.0%;0.0%");
    const best = workbook.getWorksheet("Mais vendidos")!;
    expect(best.getRow(6).values).toEqual([undefined, "Torta antiga", "—", 1, 17.5]);
    expect(best.rowCount).toBe(6); // no total under the five best sellers
  });

  it("the admin's workbook has the cards' figures, a row per month and totals equal to the cards", async () => {
    const workbook = await workbookOf(
      await reportXlsx(adminReportDocument(adminReport, null, translate, NOW), NOW),
    );
    const months = workbook.getWorksheet("Por mês")!;
    expect(months.getCell("A5").value).toEqual(new Date("2025-11-27T00:00:00Z"));
    expect(months.getCell("B5").value).toEqual(new Date("2025-11-30T00:00:00Z"));
    const totals = months.getRow(8);
    expect(totals.getCell(6).value).toEqual({ formula: "SUM(F5:F7)", result: 1500.75 });
    expect(totals.getCell(7).value).toEqual({ formula: "SUM(G5:G7)", result: 7 });
  });
});

describe("the report's PDF is a real document with its chart", () => {
  it("starts with %PDF-, ends with %%EOF and fits a week on one page", async () => {
    const bytes = await reportPdf(companyReportDocument(companyReport, translate, NOW), NOW);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pageCount(bytes)).toBe(1);
  });

  it("a month of rows runs on to further pages", async () => {
    const points = Array.from({ length: 30 }, (_, index) => {
      const date = `2026-11-${String(index + 1).padStart(2, "0")}`;
      return {
        start: date,
        end: date,
        companies: 0,
        users: 1,
        orders: index,
        cancelled: 0,
        revenue: index * 10,
      };
    });
    const month = { ...adminReport, period: "month" as const, bucket: "day" as const, points };
    const bytes = await reportPdf(adminReportDocument(month, null, translate, NOW), NOW);
    expect(pageCount(bytes)).toBeGreaterThanOrEqual(2);
  });
});
