import type { NextRequest } from "next/server";

import { getAdminReport } from "@/lib/data/admin";
import { adminReportDocument } from "@/lib/reports/export/admin-document";
import { exportReport } from "@/lib/reports/export/respond";

// product.md §2 Relatórios: the marketplace's report (or one card, ?cartao=) as ?formato=xlsx or pdf, admins only.
export async function GET(request: NextRequest) {
  return exportReport(request, "admin", async (user, { period, card }, t, now) =>
    adminReportDocument(await getAdminReport(user, period), card, t, now),
  );
}
