import Link from "next/link";
import { useTranslations } from "next-intl";

import { CompanyOrderCard } from "@/components/areas/company/company-order-card";
import { CompanyProductRow } from "@/components/areas/company/company-product-row";
import { CompanyStats } from "@/components/areas/company/company-stats";
import { DashboardHeader, ListSection } from "@/components/areas/dashboard-section";
import { DashboardSections } from "@/components/areas/dashboard-sections";
import { SectionHeading } from "@/components/areas/section-heading";
import { StoreOrdersLive } from "@/components/live/store-orders-live";
import { Button } from "@/components/ui/button";
import type { CompanyDashboardData } from "@/lib/data/companies";

function SeeAll({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <Link href={href}>{label}</Link>
    </Button>
  );
}

/** The company dashboard: stats, open orders with their actions, products; mobile tabs overview/orders/products. */
export function CompanyDashboard({
  stats,
  orders,
  role,
  products,
  canEdit,
  storeId,
  newCount,
}: CompanyDashboardData) {
  const t = useTranslations("companyDashboard");
  const tOrders = useTranslations("companyOrders");
  const tProducts = useTranslations("companyProducts");
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader
        title={t("title")}
        subtitle={t("subtitle")}
        aside={storeId ? <StoreOrdersLive storeId={storeId} newCount={newCount} /> : null}
      />
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
                {stats ? (
                  <CompanyStats stats={stats} />
                ) : (
                  <p className="text-muted-foreground">{t("statsUnavailable")}</p>
                )}
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
                action={<SeeAll href="/company/pedidos" label={tOrders("viewAll")} />}
                items={orders}
                emptyText={t("noOrders")}
                renderItem={(order) => <CompanyOrderCard key={order.id} order={order} role={role} />}
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
                action={<SeeAll href="/company/produtos" label={tProducts("viewAll")} />}
                items={products}
                emptyText={t("noProducts")}
                renderItem={(product) => (
                  <CompanyProductRow key={product.id} product={product} canEdit={canEdit} />
                )}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
