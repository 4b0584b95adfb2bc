import { useTranslations } from "next-intl";

import { OrderHistoryRow } from "@/components/orders/order-history-row";
import { OrdersEmpty } from "@/components/orders/orders-empty";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { filterHistory, HISTORY_TABS, type HistoryTab } from "@/lib/orders/history";
import type { HistoryEntry } from "@/lib/orders/types";

const TAB_KEYS: Record<HistoryTab, string> = {
  all: "tabAll",
  delivered: "tabDelivered",
  inProgress: "tabInProgress",
  cancelled: "tabCancelled",
};

/** product.md §2 "Order history": the customer's orders from the orders table, newest first, by tab. */
export function OrderHistory({
  entries,
  basePath = "/order",
}: {
  entries: readonly HistoryEntry[];
  /** The area's order route the 'Ver Detalhes' links open, e.g. "/order" or "/customer/order". */
  basePath?: string;
}) {
  const t = useTranslations("orders");
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
        const list = filterHistory(entries, tab);
        return (
          <TabsContent key={tab} value={tab} className="mt-4">
            {list.length === 0 ? (
              <OrdersEmpty firstOrder={entries.length === 0} />
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
