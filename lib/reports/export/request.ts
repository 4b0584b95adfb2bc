import { REPORT_CARDS, type ReportCardKey } from "@/lib/admin/reports";
import { decideAreaPage } from "@/lib/auth/areas";
import type { AccountType } from "@/lib/auth/types";
import { PERIOD_PARAMS, parseReportPeriod, type ReportPeriod } from "@/lib/reports/periods";

/**
 * What a report download asks for (`exportar?periodo=mes&formato=xlsx[&cartao=receita]`) and who may ask:
 * the same decision as the report's page (lib/auth/areas.ts), answered with a status instead of a redirect.
 */

export const EXPORT_FORMATS = ["xlsx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MIME: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** The `?cartao=` value of each admin report card: Portuguese, like `?periodo=`. */
export const CARD_PARAMS: Record<ReportCardKey, string> = {
  companies: "empresas",
  users: "usuarios",
  revenue: "receita",
  activity: "atividade",
};

export type ExportScope = "company" | "admin";
export type ExportRequest = { period: ReportPeriod; format: ExportFormat; card: ReportCardKey | null };

/** The file's route beside the report's page. */
export const EXPORT_PATHS: Record<ExportScope, string> = {
  company: "/company/relatorios/exportar",
  admin: "/admin/reports/exportar",
};

function single(params: URLSearchParams, name: string): string | undefined | null {
  const values = params.getAll(name);
  if (values.length === 0) return undefined;
  return values.length === 1 ? (values[0] ?? null) : null;
}

/**
 * A download's format, period and card; null (a 400) for a missing or unknown format or card, or a card
 * asked of the company report, which has none. The period reads like the page's: anything else is the default.
 */
export function parseExportRequest(params: URLSearchParams, scope: ExportScope): ExportRequest | null {
  const format = EXPORT_FORMATS.find((value) => value === single(params, "formato"));
  if (!format) return null;
  const cardParam = single(params, "cartao");
  let card: ReportCardKey | null = null;
  if (cardParam !== undefined) {
    const found = REPORT_CARDS.find((key) => CARD_PARAMS[key] === cardParam);
    if (scope !== "admin" || !found) return null;
    card = found;
  }
  return { period: parseReportPeriod(single(params, "periodo") ?? undefined), format, card };
}

/** The link of a download. */
export function exportHref(scope: ExportScope, request: ExportRequest): string {
  const params = new URLSearchParams({ periodo: PERIOD_PARAMS[request.period], formato: request.format });
  if (request.card) params.set("cartao", CARD_PARAMS[request.card]);
  return `${EXPORT_PATHS[scope]}?${params}`;
}

export type ExportAccess = { action: "export" } | { action: "refuse"; status: 401 | 403 };

/**
 * product.md §6: a store's report goes to its owner (a courier never opens the owner's screens), the
 * marketplace's to an administrator; a visitor is told to sign in (401), anyone else is refused (403).
 */
export function decideReportExport(scope: ExportScope, type: AccountType | null): ExportAccess {
  if (type === null) return { action: "refuse", status: 401 };
  const area = scope === "company" ? "company" : "admin";
  const decision = decideAreaPage(area, scope === "company" ? "relatorios" : "reports", type);
  return decision.action === "render" ? { action: "export" } : { action: "refuse", status: 403 };
}

/** `attachment` with the file's name; the name is already ASCII (reportFileName slugs every part). */
export function contentDisposition(fileName: string, format: ExportFormat): string {
  return `attachment; filename="${fileName}.${format}"`;
}
