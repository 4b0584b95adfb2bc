import "server-only";

import { formatAxis } from "@/components/charts/chart-format";
import { axisTicks, barPercent, labelIndexes, niceMax } from "@/components/charts/chart-scale";

import type { ReportChart } from "./document";
import { COLOR, FONT, pdfText } from "./pdf-style";

/** The height the chart takes on the page, its title included. */
export const CHART_HEIGHT = 200;

const AXIS_WIDTH = 60;
const PLOT_HEIGHT = 150;

/**
 * The report's chart as vector bars, the same scale as the screen's (components/charts/chart-scale.ts):
 * round axis ticks with light grid lines, one bar per day, week or month, and readable x labels.
 */
export function drawChart(doc: PDFKit.PDFDocument, chart: ReportChart, x: number, y: number, width: number) {
  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.text).text(pdfText(chart.title), x, y, { width });
  const top = y + 22;
  const plot = { x: x + AXIS_WIDTH, y: top, width: width - AXIS_WIDTH, height: PLOT_HEIGHT };
  const baseline = plot.y + plot.height;
  const max = niceMax(Math.max(0, ...chart.values));
  const empty = chart.values.every((value) => value <= 0);

  doc.font(FONT.regular).fontSize(7);
  for (const tick of axisTicks(max)) {
    const tickY = baseline - (tick / max) * plot.height;
    doc
      .moveTo(plot.x, tickY)
      .lineTo(plot.x + plot.width, tickY)
      .lineWidth(0.5)
      .strokeColor(COLOR.grid)
      .stroke();
    doc.fillColor(COLOR.muted).text(pdfText(formatAxis(tick, chart.format)), x, tickY - 3.5, {
      width: AXIS_WIDTH - 6,
      align: "right",
    });
  }

  const slot = plot.width / Math.max(1, chart.values.length);
  const barWidth = Math.max(1, slot * 0.7);
  chart.values.forEach((value, index) => {
    const height = (barPercent(value, max) / 100) * plot.height;
    if (height <= 0) return;
    doc
      .rect(plot.x + index * slot + (slot - barWidth) / 2, baseline - height, barWidth, height)
      .fillColor(COLOR.primary)
      .fill();
  });
  doc
    .moveTo(plot.x, baseline)
    .lineTo(plot.x + plot.width, baseline)
    .lineWidth(0.75)
    .strokeColor(COLOR.muted)
    .stroke();

  const labelWidth = 48;
  for (const index of labelIndexes(chart.labels.length)) {
    const center = plot.x + index * slot + slot / 2;
    const left = Math.min(
      Math.max(center - labelWidth / 2, plot.x - 8),
      plot.x + plot.width - labelWidth + 8,
    );
    doc
      .fillColor(COLOR.muted)
      .text(pdfText(chart.labels[index] ?? ""), left, baseline + 5, { width: labelWidth, align: "center" });
  }
  if (empty) {
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(COLOR.muted)
      .text(pdfText(chart.empty), plot.x, plot.y + plot.height / 2 - 6, {
        width: plot.width,
        align: "center",
      });
  }
}
