/**
 * CSV files the admin downloads (product.md D10: the companies' 'Exportar'; the reports' Excel is a real .xlsx,
 * lib/reports/export). Pure building plus one tiny browser helper; no framework imports.
 */

/** UTF-8 byte order mark: without it Excel reads 'Açaí' as 'AÃ§aÃ­'. */
export const CSV_BOM = "\uFEFF";

/** Excel in pt-BR splits columns on ';' (',' is the decimal mark there). */
export const CSV_DELIMITER = ";";

export type CsvCell = string | number | null | undefined;

/**
 * One field, quoted when it holds the delimiter, a comma, a quote, a line break or edge spaces
 * (RFC 4180). Text starting like a formula gets a leading apostrophe so a spreadsheet never runs it.
 */
export function csvField(value: CsvCell, delimiter: string = CSV_DELIMITER): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  const needsQuotes = text.includes(delimiter) || /[",\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

type CsvOptions = { delimiter?: string; bom?: boolean };

/** Rows joined with CRLF, starting with the BOM unless `bom: false`. */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  const { delimiter = CSV_DELIMITER, bom = true } = options;
  const body = rows.map((row) => row.map((cell) => csvField(cell, delimiter)).join(delimiter)).join("\r\n");
  return `${bom ? CSV_BOM : ""}${body}\r\n`;
}

/** A file-name-safe slug: 'Último Mês' → 'ultimo-mes'. */
export function fileSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Browser only: saves `csv` as `fileName` through a temporary link (a real download event). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
