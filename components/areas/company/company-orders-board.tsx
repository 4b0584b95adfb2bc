"use client";

import { ClipboardList, Search, SearchX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";

import { CompanyOrderCard } from "@/components/areas/company/company-order-card";
import { EmptyState } from "@/components/areas/empty-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  BOARD_TABS,
  boardCounts,
  defaultBoardTab,
  ordersInTab,
  type BoardOrder,
  type BoardTab,
} from "@/lib/company/order-board";
import type { OrderRole } from "@/lib/orders/transitions";

type CompanyOrdersBoardProps = {
  orders: readonly BoardOrder[];
  /** the viewer's part in the store's orders; null reads only */
  role: OrderRole | null;
};

/**
 * /company/pedidos: tabs Novos, Preparando, Prontos, Em rota, Entregues, Cancelados with counts (new orders
 * first, and open when there are any), search by customer or order number. A status change saves on the
 * server and the page's refresh moves the order to its new tab.
 */
export function CompanyOrdersBoard({ orders, role }: CompanyOrdersBoardProps) {
  const t = useTranslations("companyOrders");
  const counts = boardCounts(orders);
  const [tab, setTab] = useState<BoardTab>(() => defaultBoardTab(counts));
  const [query, setQuery] = useState("");
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const tabListRef = useRef<HTMLDivElement>(null);
  // The order just left this tab: focus the tab, whose count now says so.
  const focusActiveTab = () =>
    setTimeout(() => tabListRef.current?.querySelector<HTMLElement>('[data-state="active"]')?.focus(), 0);
  const clearSearch = () => {
    setQuery("");
    searchRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid max-w-md gap-1.5">
        <Label htmlFor={searchId}>{t("searchLabel")}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
          <Input
            ref={searchRef}
            id={searchId}
            type="search"
            value={query}
            placeholder={t("searchPlaceholder")}
            className="pl-9"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as BoardTab)}>
        <TabsList ref={tabListRef} aria-label={t("tabsLabel")} className="h-auto w-full flex-wrap sm:w-fit">
          {BOARD_TABS.map((status) => (
            <TabsTrigger
              key={status}
              value={status}
              aria-label={t("tabName", { status: t(`tabs.${status}`), count: counts[status] })}
            >
              {t(`tabs.${status}`)}
              <span className="rounded-full border bg-background px-1.5 text-xs text-foreground tabular-nums">
                {counts[status]}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {BOARD_TABS.map((status) => {
          const list = ordersInTab(orders, status, query);
          return (
            <TabsContent key={status} value={status} className="mt-2 flex flex-col gap-3">
              {query.trim() ? (
                <p role="status" className="text-sm text-muted-foreground">
                  {t("resultCount", { count: list.length, status: t(`tabs.${status}`) })}
                </p>
              ) : null}
              {list.length > 0 ? (
                <ul className="grid gap-3 lg:grid-cols-2">
                  {list.map((order) => (
                    <CompanyOrderCard key={order.id} order={order} role={role} onDone={focusActiveTab} />
                  ))}
                </ul>
              ) : query.trim() ? (
                <EmptyState
                  icon={SearchX}
                  title={t(`empty.${status}`)}
                  text={t("emptySearch", { query: query.trim() })}
                  headingLevel="h3"
                >
                  <Button variant="outline" onClick={clearSearch}>
                    {t("clearSearch")}
                  </Button>
                </EmptyState>
              ) : (
                <EmptyState
                  icon={ClipboardList}
                  title={t(`empty.${status}`)}
                  text={t(`emptyText.${status}`)}
                  headingLevel="h3"
                >
                  {status === "confirmed" && role === "store" ? (
                    <Button asChild variant="outline">
                      <Link href="/company/produtos">{t("emptyAction")}</Link>
                    </Button>
                  ) : null}
                </EmptyState>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
