"use client";

import { ClipboardList, Search, SearchX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";

import { EmptyState } from "@/components/areas/empty-state";
import { CompanyOrderCard } from "@/components/areas/company/company-order-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  BOARD_STATUSES,
  boardCounts,
  ordersInTab,
  type BoardStatus,
  type CompanyBoardOrder,
} from "@/lib/company/order-board";
import { applyOrderOutcome } from "@/lib/company/session";
import { useCompanySession } from "@/lib/company/session-store";

/**
 * /company/pedidos (product.md D11): tabs Preparando, Pronto, Entregue, Cancelado with counts, search by customer
 * or order number; a readied or cancelled order moves to its tab at once (shared session state).
 */
export function CompanyOrdersBoard({ orders }: { orders: readonly CompanyBoardOrder[] }) {
  const t = useTranslations("companyOrders");
  const session = useCompanySession();
  const current = useMemo(() => orders.map((order) => applyOrderOutcome(order, session)), [orders, session]);
  const counts = boardCounts(current);
  const [tab, setTab] = useState<BoardStatus>("preparing");
  const [query, setQuery] = useState("");
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const tabListRef = useRef<HTMLDivElement>(null);
  // The order just moved out of this tab: focus its tab, whose count now says so.
  const focusActiveTab = () =>
    tabListRef.current?.querySelector<HTMLElement>('[data-state="active"]')?.focus();
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
      <Tabs value={tab} onValueChange={(value) => setTab(value as BoardStatus)}>
        <TabsList ref={tabListRef} aria-label={t("tabsLabel")} className="h-auto w-full flex-wrap sm:w-fit">
          {BOARD_STATUSES.map((status) => (
            <TabsTrigger
              key={status}
              value={status}
              aria-label={t("tabName", { status: t(`status.${status}`), count: counts[status] })}
            >
              {t(`status.${status}`)}
              <span className="rounded-full border bg-background px-1.5 text-xs text-foreground tabular-nums">
                {counts[status]}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {BOARD_STATUSES.map((status) => {
          const list = ordersInTab(current, status, query);
          return (
            <TabsContent key={status} value={status} className="mt-2 flex flex-col gap-3">
              {query.trim() ? (
                <p role="status" className="text-sm text-muted-foreground">
                  {t("resultCount", { count: list.length, status: t(`status.${status}`) })}
                </p>
              ) : null}
              {list.length > 0 ? (
                <ul className="grid gap-3 lg:grid-cols-2">
                  {list.map((order) => (
                    <CompanyOrderCard key={order.id} order={order} onSettled={focusActiveTab} />
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
                  text={t("emptyHint")}
                  headingLevel="h3"
                >
                  <Button asChild variant="outline">
                    <Link href="/company/produtos">{t("emptyAction")}</Link>
                  </Button>
                </EmptyState>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
