import "server-only";

import { companyStats } from "@/fixtures/company-dashboard";
import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import type { CompanyStats } from "@/fixtures/schemas";
import { getCategoryName, getProduct } from "@/lib/data/catalog";
import { getOrdersForCompany } from "@/lib/data/orders";
import { localDateTime } from "@/lib/orders/derive";
import { buildReport, reportEndDate, type BestSeller, type PeriodReport } from "@/lib/reports/aggregate";
import type { ReportPeriod } from "@/lib/reports/periods";

export type ReportBestSeller = BestSeller & { image: string | null; category: string | null };

export type CompanyReport = Omit<PeriodReport, "bestSellers"> & {
  bestSellers: ReportBestSeller[];
  /** The dashboard's fixed figures (spec 3 Company stats), only for the company they describe. */
  stats: CompanyStats | null;
};

/** spec 9 report periods over the company's sample orders, ending on its newest order's day. */
export function getCompanyReport(companyId: string, period: ReportPeriod): CompanyReport {
  const orders = getOrdersForCompany(companyId);
  const today = localDateTime(new Date().toISOString()).date;
  const report = buildReport(orders, period, reportEndDate(orders, today));
  return {
    ...report,
    bestSellers: report.bestSellers.map((sold) => {
      const product = getProduct(sold.productId);
      return {
        ...sold,
        image: product?.image ?? null,
        category: product ? (getCategoryName(product.categoryId) ?? null) : null,
      };
    }),
    stats: companyId === DEMO_COMPANY_ID ? companyStats : null,
  };
}
