"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

import { armChime, playChime } from "@/components/live/chime";
import { LiveIndicator } from "@/components/live/live-indicator";
import { useLive } from "@/components/live/use-live";
import { useTitleCount } from "@/components/live/use-title-count";
import { toast } from "@/components/ui/toast";
import { orderCode } from "@/lib/orders/history";
import { storeOrdersTopic } from "@/lib/realtime/topics";

type StoreOrdersLiveProps = {
  storeId: string;
  /** the store's orders waiting in 'Novos', as the server just read them */
  newCount: number;
  className?: string;
};

/**
 * The store's screens that stay open all day (the board, the dashboard): they follow the store's orders live,
 * ring and toast a new order, say when a customer cancelled one, and keep the new orders' count in the tab.
 */
export function StoreOrdersLive({ storeId, newCount, className }: StoreOrdersLiveProps) {
  const t = useTranslations("live");
  useEffect(() => armChime(), []);
  useTitleCount(newCount);
  const status = useLive([storeOrdersTopic(storeId)], (change) => {
    if (!change) return;
    const code = orderCode(change.orderId);
    if (change.from === null) {
      playChime();
      toast.info(t("newOrder", { code }), { description: t("newOrderDescription") });
    } else if (change.to === "cancelled" && change.actor === "customer") {
      toast.info(t("cancelledByCustomer", { code }));
    }
  });
  return <LiveIndicator status={status} className={className} />;
}
