"use client";

import { PackageOpen } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { OrderHistoryRow } from "@/components/orders/order-history-row";
import { useLocalOrders } from "@/components/orders/use-local-orders";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Company, HistoryEntry } from "@/fixtures/schemas";
import { toHistoryEntry } from "@/lib/orders/derive";
import { filterHistory, HISTORY_TABS, mergeHistory, type HistoryTab } from "@/lib/orders/history";

const TAB_KEYS: Record<HistoryTab, string> = {
  all: "tabAll",
  delivered: "tabDelivered",
  inProgress: "tabInProgress",
  cancelled: "tabCancelled",
};

export type CompanyBrand = Pick<Company, "name" | "logo">;

/** spec 2 "Order history": sample orders plus this browser's checkout orders, newest first, by tab. */
export function OrderHistory({
  entries,
  brands,
  basePath = "/order",
}: {
  entries: HistoryEntry[];
  brands: Record<string, CompanyBrand>;
  /** The area's order route the 'Ver Detalhes' links open, e.g. "/order" or "/customer/order". */
  basePath?: string;
}) {
  const t = useTranslations("orders");
  const localOrders = useLocalOrders();
  const all = useMemo(() => {
    const local = localOrders.flatMap((order) => {
      const brand = brands[order.restaurantId];
      return brand ? [toHistoryEntry(order, brand)] : [];
    });
    return mergeHistory(local, entries);
  }, [localOrders, entries, brands]);

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
