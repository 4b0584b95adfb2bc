import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyOrdersBoard } from "@/components/areas/company/company-orders-board";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { StoreOrdersLive } from "@/components/live/store-orders-live";
import { requireOwnerScreen } from "@/lib/data/access";
import { getCompanyOrderBoard } from "@/lib/data/companies";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companyOrders");
  return { title: t("metaTitle"), robots: { index: false } };
}

// product.md §2 route table: the orders board the company menu links to (canonical URL; /company/orders redirects here).
export default async function CompanyOrdersPage() {
  const user = await requireOwnerScreen();
  const [board, t] = await Promise.all([getCompanyOrderBoard(user), getTranslations("companyOrders")]);
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader
        title={t("title")}
        subtitle={t("subtitle")}
        aside={board.storeId ? <StoreOrdersLive storeId={board.storeId} newCount={board.newCount} /> : null}
      />
      <CompanyOrdersBoard {...board} />
    </div>
  );
}
