import { useTranslations } from "next-intl";

import { CompanyOrderCard } from "@/components/areas/company/company-order-card";
import { CompanyProductRow } from "@/components/areas/company/company-product-row";
import { CompanyStats } from "@/components/areas/company/company-stats";
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
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
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
              <section aria-labelledby="company-orders-heading">
                <SectionHeading id="company-orders-heading">{t("recentOrders")}</SectionHeading>
                {orders.length === 0 ? (
                  <p className="text-muted-foreground">{t("noOrders")}</p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {orders.map((order) => (
                      <CompanyOrderCard key={order.id} order={order} />
                    ))}
                  </ul>
                )}
              </section>
            ),
          },
          {
            value: "products",
            tabLabel: t("tabProducts"),
            content: (
              <section aria-labelledby="company-products-heading">
                <SectionHeading id="company-products-heading">{t("products")}</SectionHeading>
                {products.length === 0 ? (
                  <p className="text-muted-foreground">{t("noProducts")}</p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {products.map((product) => (
                      <CompanyProductRow key={product.id} product={product} />
                    ))}
                  </ul>
                )}
              </section>
            ),
          },
        ]}
      />
    </div>
  );
}
