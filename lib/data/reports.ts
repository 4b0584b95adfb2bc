import "server-only";

import { companyStats } from "@/fixtures/company-dashboard";
import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import type { CompanyStats } from "@/lib/company/types";
import { getProducts, getUiCategories } from "@/lib/data/catalog";
import { getOrdersForCompany } from "@/lib/data/orders";
import { localDateTime } from "@/lib/orders/derive";
import { buildReport, reportEndDate, type BestSeller, type PeriodReport } from "@/lib/reports/aggregate";
import type { ReportPeriod } from "@/lib/reports/periods";

export type ReportBestSeller = BestSeller & { image: string | null; category: string | null };

export type CompanyReport = Omit<PeriodReport, "bestSellers"> & {
  bestSellers: ReportBestSeller[];
  /** The dashboard's fixed figures (product.md §3 Company stats), only for the company they describe. */
  stats: CompanyStats | null;
};

/** product.md §9 report periods over the company's sample orders, ending on its newest order's day. */
export async function getCompanyReport(companyId: string, period: ReportPeriod): Promise<CompanyReport> {
  const orders = getOrdersForCompany(companyId);
  const [products, categories] = await Promise.all([getProducts(), getUiCategories()]);
  const productsById = new Map(products.map((product) => [product.id, product]));
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const today = localDateTime(new Date().toISOString()).date;
  const report = buildReport(orders, period, reportEndDate(orders, today));
  return {
    ...report,
    bestSellers: report.bestSellers.map((sold) => {
      const product = productsById.get(sold.productId);
      return {
        ...sold,
        image: product?.image ?? null,
        category: product ? (categoryNames.get(product.categoryId) ?? null) : null,
      };
    }),
    stats: companyId === DEMO_COMPANY_ID ? companyStats : null,
  };
}
