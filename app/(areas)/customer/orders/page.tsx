import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { OrderHistory, type CompanyBrand } from "@/components/orders/order-history";
import { getCompanies } from "@/lib/data/catalog";
import { getOrderHistory } from "@/lib/data/orders";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** spec 2 route table: the customer area's order history, the store's history inside the area. */
export default async function CustomerOrdersPage() {
  const t = await getTranslations("orders");
  // Only names and logos reach the client, to label checkout orders of any company.
  const brands: Record<string, CompanyBrand> = Object.fromEntries(
    getCompanies().map((company) => [company.id, { name: company.name, logo: company.logo }]),
  );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <OrderHistory entries={getOrderHistory()} brands={brands} basePath="/customer/order" />
    </div>
  );
}
