import "server-only";

import { formatReportValue } from "@/lib/reports/format";

import type { ReportTable, ReportValue } from "./document";
import { COLOR, FONT, pdfText } from "./pdf-style";

const ROW_HEIGHT = 16;
const TITLE_HEIGHT = 20;
const PADDING = 4;
const HEADER_FONT = 8;
const ROW_FONT = 8.5;

type Area = { x: number; width: number; top: number; bottom: number };
type Cell = { text: string; right: boolean };
type RowStyle = { height: number; header?: boolean; bold?: boolean; fill?: string; rule?: boolean };

const isNumber = (value: ReportValue | undefined) =>
  value !== undefined && value.kind !== "text" && value.kind !== "day";

/** Column widths: a text column (a product's name) takes twice the room of a number or a day. */
function widths(table: ReportTable, width: number): number[] {
  const sample = table.rows[0] ?? [];
  const weights = table.columns.map((_, index) => (sample[index]?.kind === "text" ? 2 : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (weight / total) * width);
}

/** A header of one line, or of two when a label ('Empresas cadastradas') is wider than its column. */
function headerHeight(doc: PDFKit.PDFDocument, table: ReportTable, columns: number[]): number {
  doc.font(FONT.bold).fontSize(HEADER_FONT);
  const wraps = table.columns.some(
    (label, index) => doc.widthOfString(pdfText(label)) > (columns[index] ?? 0) - 2 * PADDING,
  );
  return wraps ? 26 : ROW_HEIGHT + 2;
}

function drawRow(
  doc: PDFKit.PDFDocument,
  cells: Cell[],
  columns: number[],
  area: Area,
  y: number,
  style: RowStyle,
) {
  if (style.fill) doc.rect(area.x, y, area.width, style.height).fillColor(style.fill).fill();
  if (style.rule)
    doc
      .moveTo(area.x, y)
      .lineTo(area.x + area.width, y)
      .lineWidth(0.75)
      .strokeColor(COLOR.muted)
      .stroke();
  doc
    .font(style.bold || style.header ? FONT.bold : FONT.regular)
    .fontSize(style.header ? HEADER_FONT : ROW_FONT);
  doc.fillColor(COLOR.text);
  let x = area.x;
  cells.forEach((cell, index) => {
    const width = columns[index] ?? 0;
    doc.text(pdfText(cell.text), x + PADDING, y + 4, {
      width: width - 2 * PADDING,
      align: cell.right ? "right" : "left",
      lineBreak: style.header === true,
      ellipsis: true,
      height: style.height - 4,
    });
    x += width;
  });
}

/**
 * A table with a shaded header row, alternate row shading and a bold totals line. A table that fits on a
 * page starts on a new one rather than being split; a longer one breaks between rows under a repeated
 * header, never leaving the totals alone on a page. Returns the y below the table.
 */
export function drawTable(doc: PDFKit.PDFDocument, table: ReportTable, area: Area, start: number): number {
  const columns = widths(table, area.width);
  const numeric = table.columns.map((_, index) => isNumber(table.rows[0]?.[index]));
  const headerCells = table.columns.map((label, index) => ({ text: label, right: numeric[index] ?? false }));
  const header = { height: headerHeight(doc, table, columns), header: true, fill: COLOR.header };
  const lines = [
    ...table.rows.map((row) => ({ row, totals: false })),
    ...(table.totals && table.rows.length > 0 ? [{ row: table.totals, totals: true }] : []),
  ];
  const height = TITLE_HEIGHT + header.height + Math.max(1, lines.length) * ROW_HEIGHT + 12;
  const fits = (from: number, needed: number) => from + needed <= area.bottom;
  let y = start;
  const roomForAStart = fits(y, TITLE_HEIGHT + header.height + 3 * ROW_HEIGHT);
  if (!fits(y, height) && (fits(area.top, height) || !roomForAStart)) {
    doc.addPage();
    y = area.top;
  }
  doc
    .font(FONT.bold)
    .fontSize(12)
    .fillColor(COLOR.text)
    .text(pdfText(table.title), area.x, y, { width: area.width });
  y += TITLE_HEIGHT;
  drawRow(doc, headerCells, columns, area, y, header);
  y += header.height;
  if (lines.length === 0) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text(pdfText(table.empty), area.x + PADDING, y + 4);
    return y + ROW_HEIGHT + 12;
  }
  lines.forEach(({ row, totals }, index) => {
    // the last row before the totals goes on with them
    if (!fits(y, lines[index + 1]?.totals ? 2 * ROW_HEIGHT : ROW_HEIGHT)) {
      doc.addPage();
      y = area.top;
      drawRow(doc, headerCells, columns, area, y, header);
      y += header.height;
    }
    const cells = row.map((value) => ({ text: formatReportValue(value), right: isNumber(value) }));
    drawRow(doc, cells, columns, area, y, {
      height: ROW_HEIGHT,
      bold: totals,
      rule: totals,
      ...(!totals && index % 2 === 1 ? { fill: COLOR.zebra } : {}),
    });
    y += ROW_HEIGHT;
  });
  return y + 12;
}
