"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";

import { CustomerOrderCard } from "@/components/areas/customer/customer-order-card";
import { SectionHeading } from "@/components/areas/section-heading";
import { useCustomerOrders } from "@/components/orders/use-customer-orders";
import { Button } from "@/components/ui/button";
import type { ReorderLine } from "@/lib/areas/reorder";
import type { CustomerOrdersSource } from "@/lib/orders/merge";

/** The dashboard shows the latest few; 'Ver todos os pedidos' opens the whole history. */
export const DASHBOARD_ORDERS_LIMIT = 5;

type CustomerOrdersSectionProps = {
  source: CustomerOrdersSource | null;
  /** 'Pedir Novamente' cart lines by order id, resolved on the server */
  reorders: Readonly<Record<string, readonly ReorderLine[]>>;
};

/**
 * product.md §2 'Meus Pedidos' on the customer dashboard. product.md D13: the same list as /customer/orders (sample
 * orders plus this browser's), cut to the latest few, saying the true total and linking to the rest.
 */
export function CustomerOrdersSection({ source, reorders }: CustomerOrdersSectionProps) {
  const t = useTranslations("customerDashboard");
  const all = useCustomerOrders(source);
  const shown = all.slice(0, DASHBOARD_ORDERS_LIMIT);
  return (
    <section aria-labelledby="customer-orders-heading">
      <SectionHeading
        id="customer-orders-heading"
        action={
          all.length > 0 ? (
            <Button asChild size="sm" variant="ghost">
              <Link href="/customer/orders">{t("viewAllOrders")}</Link>
            </Button>
          ) : null
        }
      >
        {t("myOrders")}
      </SectionHeading>
      {all.length === 0 ? (
        <p className="text-muted-foreground">{t("noOrders")}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">
            {shown.length < all.length
              ? t("ordersLatest", { shown: shown.length, total: all.length })
              : t("ordersTotal", { total: all.length })}
          </p>
          <ul className="flex flex-col gap-3">
            {shown.map((order) => (
              <CustomerOrderCard key={order.id} order={order} reorder={reorders[order.id]} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
