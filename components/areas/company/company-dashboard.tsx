import { useTranslations } from "next-intl";

import { CompanyOrderCard } from "@/components/areas/company/company-order-card";
import { CompanyProductRow } from "@/components/areas/company/company-product-row";
import { CompanyStats } from "@/components/areas/company/company-stats";
import { DashboardHeader, ListSection } from "@/components/areas/dashboard-section";
import { DashboardSections } from "@/components/areas/dashboard-sections";
import { SectionHeading } from "@/components/areas/section-heading";
import type { CompanyOrder, CompanyProduct, CompanyStats as CompanyStatsData } from "@/fixtures/schemas";

type CompanyDashboardProps = {
  stats: CompanyStatsData;
  orders: readonly CompanyOrder[];
  products: readonly CompanyProduct[];
};

/** spec 2 Company dashboard: stats, recent orders, products; mobile tabs overview/orders/products. */
export function CompanyDashboard({ stats, orders, products }: CompanyDashboardProps) {
  const t = useTranslations("companyDashboard");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <DashboardSections
        label={t("sectionsLabel")}
        sections={[
          {
            value: "overview",
            tabLabel: t("tabOverview"),
            className: "md:col-span-2",
            content: (
              <section aria-labelledby="company-stats-heading">
                <SectionHeading id="company-stats-heading">{t("statsTitle")}</SectionHeading>
                <CompanyStats stats={stats} />
              </section>
            ),
          },
          {
            value: "orders",
            tabLabel: t("tabOrders"),
            content: (
              <ListSection
                id="company-orders-heading"
                heading={t("recentOrders")}
                items={orders}
                emptyText={t("noOrders")}
                renderItem={(order) => <CompanyOrderCard key={order.id} order={order} />}
              />
            ),
          },
          {
            value: "products",
            tabLabel: t("tabProducts"),
            content: (
              <ListSection
                id="company-products-heading"
                heading={t("products")}
                items={products}
                emptyText={t("noProducts")}
                renderItem={(product) => <CompanyProductRow key={product.id} product={product} />}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
