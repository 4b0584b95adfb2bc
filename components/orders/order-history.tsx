"use client";

import { PackageOpen } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { OrderHistoryRow } from "@/components/orders/order-history-row";
import { useCustomerOrders } from "@/components/orders/use-customer-orders";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { filterHistory, HISTORY_TABS, type HistoryTab } from "@/lib/orders/history";
import type { CustomerOrdersSource } from "@/lib/orders/merge";

const TAB_KEYS: Record<HistoryTab, string> = {
  all: "tabAll",
  delivered: "tabDelivered",
  inProgress: "tabInProgress",
  cancelled: "tabCancelled",
};

/** product.md §2 "Order history": sample orders plus this browser's checkout orders, newest first, by tab. */
export function OrderHistory({
  source,
  basePath = "/order",
}: {
  /** The customer's sample orders and brands (null for an account with no customer record). */
  source: CustomerOrdersSource | null;
  /** The area's order route the 'Ver Detalhes' links open, e.g. "/order" or "/customer/order". */
  basePath?: string;
}) {
  const t = useTranslations("orders");
  const all = useCustomerOrders(source);

  return (
    <Tabs defaultValue="all">
      <TabsList aria-label={t("tabsLabel")} className="h-auto w-full flex-wrap sm:w-fit">
        {HISTORY_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(TAB_KEYS[tab])}
          </TabsTrigger>
        ))}
      </TabsList>
      {HISTORY_TABS.map((tab) => {
        const list = filterHistory(all, tab);
        return (
          <TabsContent key={tab} value={tab} className="mt-4">
            {list.length === 0 ? (
              <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-6 py-16 text-center">
                <PackageOpen aria-hidden="true" className="size-12 text-muted-foreground" />
                <p className="text-lg font-semibold">{t("empty")}</p>
                <Button asChild>
                  <Link href="/">{t("firstOrder")}</Link>
                </Button>
              </div>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.map((entry) => (
                  <OrderHistoryRow key={entry.id} entry={entry} basePath={basePath} />
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
