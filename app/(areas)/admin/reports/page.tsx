import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminReportsScreen } from "@/components/areas/admin/reports/reports-screen";
import { requireArea } from "@/lib/data/access";
import { getAdminReport } from "@/lib/data/admin";
import { parseReportPeriod } from "@/lib/reports/periods";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminReports");
  return { title: t("metaTitle"), robots: { index: false } };
}

type AdminReportsPageProps = { searchParams: Promise<{ periodo?: string | string[] }> };

// product.md §2 Relatórios: the period lives in ?periodo= (semana, mes, trimestre, ano); counted from the orders.
export default async function AdminReportsPage({ searchParams }: AdminReportsPageProps) {
  const user = await requireArea("admin");
  const period = parseReportPeriod((await searchParams).periodo);
  const { range, cards, bucket, points } = await getAdminReport(user, period);
  return <AdminReportsScreen period={period} range={range} cards={cards} bucket={bucket} points={points} />;
}
