import "server-only";

import { getTranslations } from "next-intl/server";
import type { NextRequest } from "next/server";

import { isBackendUnavailable } from "@/lib/auth/backend-unavailable";
import { getCurrentUser } from "@/lib/auth/session";
import type { AppUser } from "@/lib/auth/types";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/server/unavailable-page";

import type { ReportDocument, Translate } from "./document";
import { reportPdf } from "./pdf";
import {
  contentDisposition,
  decideReportExport,
  EXPORT_MIME,
  parseExportRequest,
  type ExportRequest,
  type ExportScope,
} from "./request";
import { reportXlsx } from "./xlsx";

/** The report of `request` for `user`, or null when there is none to give (an account without a store). */
export type BuildReport = (
  user: AppUser,
  request: ExportRequest,
  t: Translate,
  now: Date,
) => Promise<ReportDocument | null>;

const NO_STORE = { "Cache-Control": "private, no-store" };

function status(code: number, extra: Record<string, string> = {}): Response {
  return new Response(null, { status: code, headers: { ...NO_STORE, ...extra } });
}

/**
 * One report download (product.md §9 periods): who asks is decided first, as on the report's page; the file
 * is generated here, on the server, from the same data the page shows, and is never cached.
 */
export async function exportReport(
  incoming: NextRequest,
  scope: ExportScope,
  build: BuildReport,
): Promise<Response> {
  const request = parseExportRequest(incoming.nextUrl.searchParams, scope);
  if (!request) return status(400);
  let user: AppUser | null;
  try {
    user = await getCurrentUser();
  } catch (error) {
    if (!isBackendUnavailable(error)) throw error;
    return status(503, { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
  }
  const access = decideReportExport(scope, user?.type ?? null);
  if (access.action === "refuse") return status(access.status);
  if (!user) return status(401);
  const now = new Date();
  const t = (await getTranslations()) as unknown as Translate;
  const report = await build(user, request, t, now);
  if (!report) return status(404);
  const bytes = request.format === "xlsx" ? await reportXlsx(report, now) : await reportPdf(report, now);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      ...NO_STORE,
      "Content-Type": EXPORT_MIME[request.format],
      "Content-Disposition": contentDisposition(report.fileName, request.format),
      "Content-Length": String(bytes.byteLength),
    },
  });
}
