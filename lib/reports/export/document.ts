import { fileSlug } from "@/lib/csv";
import { dateTimeParts, formatDate } from "@/lib/format";
import { PERIOD_PARAMS, type DateRange, type ReportPeriod } from "@/lib/reports/periods";

/**
 * A report as its exported files show it (product.md §9 report periods): plain data that the Excel and
 * PDF writers (xlsx.ts, pdf.ts) lay out each in their own way, built by pure functions from the figures
 * the pages show, so a file never says something the screen does not.
 */

/** A figure kept as a number or a calendar day, so a spreadsheet can add it up and format it for pt-BR. */
export type ReportValue =
  | { kind: "text"; text: string }
  | { kind: "integer"; value: number }
  | { kind: "money"; value: number }
  /** `value` in percent (12.5 is 12,5 %); a signed one is a change ('+12,5%') */
  | { kind: "percent"; value: number; digits: number; signed: boolean }
  | { kind: "decimal"; value: number; digits: number }
  /** a São Paulo calendar day, "YYYY-MM-DD" */
  | { kind: "day"; date: string };

export const text = (value: string): ReportValue => ({ kind: "text", text: value });
export const integer = (value: number): ReportValue => ({ kind: "integer", value });
export const money = (value: number): ReportValue => ({ kind: "money", value });
export const percent = (value: number, digits = 1): ReportValue => ({
  kind: "percent",
  value,
  digits,
  signed: false,
});
export const growth = (value: number): ReportValue => ({ kind: "percent", value, digits: 1, signed: true });
export const decimal = (value: number, digits = 1): ReportValue => ({ kind: "decimal", value, digits });
export const day = (date: string): ReportValue => ({ kind: "day", date });

export type ReportFigure = { label: string; value: ReportValue; hint?: string };
export type ReportSection = { title: string; figures: ReportFigure[] };

/** A table of rows; `totals` (when given) is its last line, each number the sum of its column. */
export type ReportTable = {
  title: string;
  /** the spreadsheet tab's name (at most 31 characters) */
  sheet: string;
  columns: string[];
  rows: ReportValue[][];
  totals: ReportValue[] | null;
  /** what the table says when it has no row */
  empty: string;
};

/** One series of bars over the period, drawn in the PDF. */
export type ReportChart = {
  title: string;
  labels: string[];
  values: number[];
  format: "currency" | "integer";
  /** what an all-zero chart says instead of bars */
  empty: string;
};

export type ReportDocument = {
  /** without extension: relatorio-padaria-pao-quente-mes-2026-11-26 */
  fileName: string;
  /** who the report is about and which period, e.g. 'Padaria Pão Quente · Último Mês' */
  title: string;
  /** the period's days: 'De 28/10/2026 a 26/11/2026' */
  range: string;
  generated: string;
  /** the spreadsheet's first tab, with the title and the figures */
  summarySheet: string;
  sections: ReportSection[];
  chart: ReportChart;
  tables: ReportTable[];
  /** the footer's 'Página {page} de {pages}' */
  pageLabel: (page: number, pages: number) => string;
};

/** The catalogue's translator (next-intl), from the root: keys name their namespace. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** relatorio-<who>[-<part>]-<period>-<last day>: unique per report, readable in a downloads folder. */
export function reportFileName(parts: {
  subject: string;
  part?: string;
  period: ReportPeriod;
  end: string;
}): string {
  const words = ["relatorio", parts.subject, parts.part, PERIOD_PARAMS[parts.period], parts.end];
  return words
    .filter((word): word is string => Boolean(word))
    .map(fileSlug)
    .filter(Boolean)
    .join("-");
}

/** The header lines every report file starts with: its days and when it was generated (São Paulo time). */
export function headerLines(t: Translate, range: DateRange, now: Date): { range: string; generated: string } {
  return {
    range: t("reportFiles.range", { start: formatDate(range.start), end: formatDate(range.end) }),
    generated: t("reportFiles.generated", dateTimeParts(now)),
  };
}

/** Sums of the numeric columns under `label` (a text or day column sums to an empty cell). */
export function columnTotals(label: string, rows: ReportValue[][], width: number): ReportValue[] {
  return Array.from({ length: width }, (_, column): ReportValue => {
    if (column === 0) return text(label);
    const cells = rows.map((row) => row[column]);
    const first = cells[0];
    if (!first || (first.kind !== "integer" && first.kind !== "money")) return text("");
    const total = cells.reduce((sum, cell) => sum + (cell && "value" in cell ? cell.value : 0), 0);
    // money adds up in cents, so 0.1 + 0.2 reads 0,30
    return first.kind === "money" ? money(Math.round(total * 100) / 100) : integer(total);
  });
}
