import "server-only";

import ExcelJS from "exceljs";

import type { ReportDocument, ReportTable, ReportValue } from "./document";

/**
 * A report as an .xlsx workbook (exceljs, on the server only): a 'Resumo' sheet with the title, the period
 * and the figures, then one sheet per table with a header row, filters and a totals row of SUM formulas.
 * Cells keep numbers and dates, formatted by number formats that Excel shows in the reader's locale
 * (R$ 1.234,56 and 26/11/2026 in pt-BR), so the sheet can still be added up and sorted.
 */

const MONEY_FORMAT = '"R$" #,##0.00';
const INTEGER_FORMAT = "#,##0";
const DAY_FORMAT = "dd/mm/yyyy";
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE3F2FD" } };

function percentFormat(digits: number, signed: boolean): string {
  const body = digits > 0 ? `0.${"0".repeat(digits)}%` : "0%";
  return signed ? `+${body};-${body};${body}` : body;
}

/** A calendar day as the spreadsheet's date: midnight UTC is the day's serial number, with no hour. */
function excelDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function setValue(cell: ExcelJS.Cell, value: ReportValue): void {
  switch (value.kind) {
    case "text":
      cell.value = value.text;
      return;
    case "integer":
      cell.value = value.value;
      cell.numFmt = INTEGER_FORMAT;
      return;
    case "money":
      cell.value = value.value;
      cell.numFmt = MONEY_FORMAT;
      return;
    case "percent":
      cell.value = value.value / 100;
      cell.numFmt = percentFormat(value.digits, value.signed);
      return;
    case "decimal":
      cell.value = value.value;
      cell.numFmt = `0.${"0".repeat(value.digits)}`;
      return;
    case "day":
      cell.value = excelDay(value.date);
      cell.numFmt = DAY_FORMAT;
  }
}

function summarySheet(workbook: ExcelJS.Workbook, doc: ReportDocument): void {
  const sheet = workbook.addWorksheet(doc.summarySheet);
  sheet.columns = [{ width: 36 }, { width: 20 }, { width: 44 }];
  sheet.addRow([doc.title]).font = { bold: true, size: 14 };
  sheet.addRow([doc.range]);
  sheet.addRow([doc.generated]).font = { italic: true, color: { argb: "FF4B5563" } };
  for (const section of doc.sections) {
    sheet.addRow([]);
    sheet.addRow([section.title]).font = { bold: true, size: 12 };
    for (const figure of section.figures) {
      const row = sheet.addRow([figure.label, null, figure.hint ?? null]);
      setValue(row.getCell(2), figure.value);
      row.getCell(2).alignment = { horizontal: "right" };
    }
  }
}

function tableSheet(workbook: ExcelJS.Workbook, table: ReportTable, doc: ReportDocument): void {
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: "frozen", ySplit: 4 }] });
  sheet.addRow([table.title]).font = { bold: true, size: 12 };
  sheet.addRow([doc.title]);
  sheet.addRow([doc.range]);
  const header = sheet.addRow(table.columns);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (let column = 1; column <= table.columns.length; column += 1) {
    sheet.getColumn(column).width = column === 1 ? 28 : 18;
  }
  if (table.rows.length === 0) {
    sheet.addRow([table.empty]);
    return;
  }
  const first = header.number + 1;
  for (const values of table.rows) {
    const row = sheet.addRow([]);
    values.forEach((value, index) => setValue(row.getCell(index + 1), value));
  }
  const last = sheet.lastRow?.number ?? first;
  sheet.autoFilter = {
    from: { row: header.number, column: 1 },
    to: { row: last, column: table.columns.length },
  };
  if (!table.totals) return;
  const totals = sheet.addRow([]);
  totals.font = { bold: true };
  table.totals.forEach((value, index) => {
    const cell = totals.getCell(index + 1);
    setValue(cell, value);
    if (value.kind === "integer" || value.kind === "money") {
      const letter = sheet.getColumn(index + 1).letter;
      // a formula, so a row edited in the sheet changes the total; its result is the one the report computed
      cell.value = { formula: `SUM(${letter}${first}:${letter}${last})`, result: value.value };
    }
    cell.border = { top: { style: "thin" } };
  });
}

/** The workbook's bytes. */
export async function reportXlsx(doc: ReportDocument, now: Date): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Vitrine";
  workbook.title = doc.title;
  workbook.created = now;
  summarySheet(workbook, doc);
  for (const table of doc.tables) tableSheet(workbook, table, doc);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
