import "server-only";

import PDFDocument from "pdfkit";

import { formatReportValue } from "@/lib/reports/format";

import type { ReportDocument, ReportSection } from "./document";
import { CHART_HEIGHT, drawChart } from "./pdf-chart";
import { COLOR, FONT, PAGE, pdfText } from "./pdf-style";
import { drawTable } from "./pdf-table";

/**
 * A report as a PDF (pdfkit, on the server only, the standard Helvetica so nothing is embedded): the title
 * with the period, the figures in boxes, the chart drawn as vector bars, the tables, and 'Página X de Y'
 * on every page.
 */

const PER_ROW = 4;
const GAP = 8;

type Layout = { x: number; width: number; top: number; bottom: number };

function header(doc: PDFKit.PDFDocument, report: ReportDocument, area: Layout): number {
  const { x, width } = area;
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.primary).text("Vitrine", x, area.top, { width });
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.text).text(pdfText(report.title), { width });
  doc.font(FONT.regular).fontSize(11).fillColor(COLOR.text).text(pdfText(report.range), { width });
  doc.fontSize(8.5).fillColor(COLOR.muted).text(pdfText(report.generated), { width });
  const y = doc.y + 8;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(1)
    .strokeColor(COLOR.grid)
    .stroke();
  return y + 14;
}

/** A section's figures, four boxes a row: label, value, and the hint (up to two lines) under it. */
function section(doc: PDFKit.PDFDocument, part: ReportSection, area: Layout, start: number): number {
  const rows = Math.ceil(part.figures.length / PER_ROW);
  const boxHeight = part.figures.some((figure) => figure.hint) ? 60 : 44;
  let y = start;
  if (y + 20 + rows * (boxHeight + GAP) > area.bottom) {
    doc.addPage();
    y = area.top;
  }
  doc
    .font(FONT.bold)
    .fontSize(12)
    .fillColor(COLOR.text)
    .text(pdfText(part.title), area.x, y, { width: area.width });
  y += 20;
  const boxWidth = (area.width - (PER_ROW - 1) * GAP) / PER_ROW;
  part.figures.forEach((figure, index) => {
    const boxX = area.x + (index % PER_ROW) * (boxWidth + GAP);
    const boxY = y + Math.floor(index / PER_ROW) * (boxHeight + GAP);
    doc.roundedRect(boxX, boxY, boxWidth, boxHeight, 4).lineWidth(0.75).strokeColor(COLOR.grid).stroke();
    const line = { width: boxWidth - 14, lineBreak: false, ellipsis: true } as const;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(pdfText(figure.label), boxX + 7, boxY + 7, line);
    doc
      .font(FONT.bold)
      .fontSize(13)
      .fillColor(COLOR.text)
      .text(pdfText(formatReportValue(figure.value)), boxX + 7, boxY + 19, line);
    if (figure.hint)
      doc
        .font(FONT.regular)
        .fontSize(7)
        .fillColor(COLOR.muted)
        .text(pdfText(figure.hint), boxX + 7, boxY + 37, {
          width: boxWidth - 14,
          height: 18,
          ellipsis: true,
        });
  });
  return y + rows * (boxHeight + GAP) + 6;
}

function footer(doc: PDFKit.PDFDocument, report: ReportDocument, area: Layout): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // writing below the bottom margin would open a new page: lift it for the footer line only
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const label = `${report.title} · ${report.pageLabel(index - start + 1, count)}`;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(pdfText(label), area.x, doc.page.height - PAGE.margin + 16, {
        width: area.width,
        align: "right",
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}

/** The PDF's bytes. */
export async function reportPdf(report: ReportDocument, now: Date): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    lang: "pt-BR",
    info: { Title: pdfText(report.title), Author: "Vitrine", Creator: "Vitrine", CreationDate: now },
  });
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const area: Layout = {
    x: PAGE.margin,
    width: doc.page.width - 2 * PAGE.margin,
    top: PAGE.margin,
    bottom: doc.page.height - PAGE.margin,
  };
  let y = header(doc, report, area);
  for (const part of report.sections) y = section(doc, part, area, y);
  if (y + CHART_HEIGHT > area.bottom) {
    doc.addPage();
    y = area.top;
  }
  drawChart(doc, report.chart, area.x, y, area.width);
  y += CHART_HEIGHT + 10;
  for (const table of report.tables) y = drawTable(doc, table, area, y);
  footer(doc, report, area);
  doc.end();
  await ended;
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
