import Link from "next/link";
import { useTranslations } from "next-intl";

import { CustomerOrderCard } from "@/components/areas/customer/customer-order-card";
import { SectionHeading } from "@/components/areas/section-heading";
import { LiveRefresh } from "@/components/live/live-refresh";
import { OrdersEmpty } from "@/components/orders/orders-empty";
import { Button } from "@/components/ui/button";
import type { Reorder } from "@/lib/areas/reorder";
import type { CustomerOrder } from "@/lib/orders/types";

/** The dashboard shows the latest few; 'Ver todos os pedidos' opens the whole history. */
export const DASHBOARD_ORDERS_LIMIT = 5;

type CustomerOrdersSectionProps = {
  /** the newest orders, at most DASHBOARD_ORDERS_LIMIT */
  orders: readonly CustomerOrder[];
  /** how many orders the customer has in all */
  total: number;
  /** 'Pedir Novamente' of each delivered order, resolved on the server */
  reorders: Readonly<Record<string, Reorder>>;
  /** the customer's orders topic, to follow the orders live (while one is under way) */
  liveTopic?: string | null;
};

/**
 * product.md §2 'Meus Pedidos' on the customer dashboard: the same orders as /customer/orders, cut to the
 * latest few, saying the true total and linking to the rest. A new account sees the empty state.
 */
export function CustomerOrdersSection({ orders, total, reorders, liveTopic }: CustomerOrdersSectionProps) {
  const t = useTranslations("customerDashboard");
  return (
    <section aria-labelledby="customer-orders-heading">
      <SectionHeading
        id="customer-orders-heading"
        action={
          total > 0 ? (
            <span className="flex items-center gap-2">
              {liveTopic ? <LiveRefresh topics={[liveTopic]} /> : null}
              <Button asChild size="sm" variant="ghost">
                <Link href="/customer/orders">{t("viewAllOrders")}</Link>
              </Button>
            </span>
          ) : null
        }
      >
        {t("myOrders")}
      </SectionHeading>
      {total === 0 ? (
        <OrdersEmpty firstOrder headingLevel="h3" />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">
            {orders.length < total
              ? t("ordersLatest", { shown: orders.length, total })
              : t("ordersTotal", { total })}
          </p>
          <ul className="flex flex-col gap-3">
            {orders.map((order) => (
              <CustomerOrderCard key={order.id} order={order} reorder={reorders[order.id]} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
