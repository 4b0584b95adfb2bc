import type { NextRequest } from "next/server";

import { getCompanyReport } from "@/lib/data/reports";
import { companyReportDocument } from "@/lib/reports/export/company-document";
import { exportReport } from "@/lib/reports/export/respond";

// product.md §9: the store's report of ?periodo= as ?formato=xlsx or pdf, for its owner only (403 otherwise).
export async function GET(request: NextRequest) {
  return exportReport(request, "company", async (user, { period }, t, now) => {
    const report = await getCompanyReport(user, period);
    return report ? companyReportDocument(report, t, now) : null;
  });
}
