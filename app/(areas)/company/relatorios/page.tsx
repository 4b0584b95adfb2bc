import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyReports } from "@/components/areas/reports/company-reports";
import { orNotFound, requireOwnerScreen } from "@/lib/data/access";
import { getCompanyReport } from "@/lib/data/reports";
import { parseReportPeriod } from "@/lib/reports/periods";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyReports");
  return { title: t("metaTitle"), robots: { index: false } };
}

type ReportsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// product.md §9 report periods: the figures of the user's store for the period named in ?periodo= (shareable).
export default async function CompanyReportsPage({ searchParams }: ReportsPageProps) {
  const user = await requireOwnerScreen();
  const period = parseReportPeriod((await searchParams).periodo);
  return <CompanyReports report={orNotFound(await getCompanyReport(user, period))} />;
}
