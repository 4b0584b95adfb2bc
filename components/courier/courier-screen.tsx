import { Store } from "lucide-react";
import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { EmptyState } from "@/components/areas/empty-state";
import { LiveRefresh } from "@/components/live/live-refresh";
import type { CourierDay } from "@/lib/courier/types";
import { storeOrdersTopic } from "@/lib/realtime/topics";

import { CourierDeliveredList } from "./courier-delivered-list";
import { CourierOrderList } from "./courier-order-list";
import { CourierSummary } from "./courier-summary";

/**
 * The courier's screen (product.md §2 /entregador, and /company for a courier): what they carry first, then what
 * is ready to take, then today's finished deliveries with their count and fees. One column on a phone; it
 * follows each of their stores' orders live (a new ready order, another courier's claim).
 */
export function CourierScreen({ day }: { day: CourierDay }) {
  const t = useTranslations("entregador");
  const tc = useTranslations("courier");
  const stores = day.stores.map((store) => store.name).join(", ");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <DashboardHeader
        title={t("title")}
        subtitle={stores ? t("subtitle", { stores }) : t("noStoresSubtitle")}
        aside={
          day.stores.length > 0 ? (
            <LiveRefresh topics={day.stores.map((store) => storeOrdersTopic(store.id))} />
          ) : null
        }
      />
      {day.stores.length === 0 ? (
        <EmptyState icon={Store} title={tc("noStores.title")} text={tc("noStores.text")} />
      ) : (
        <>
          <CourierSummary delivered={day.deliveredToday} />
          <CourierOrderList
            id="courier-carrying-title"
            title={tc("carrying.title")}
            empty={tc("carrying.empty")}
            orders={day.carrying}
          />
          <CourierOrderList
            id="courier-available-title"
            title={tc("available.title")}
            empty={tc("available.empty")}
            orders={day.available}
          />
          <CourierDeliveredList orders={day.deliveredToday} />
        </>
      )}
    </div>
  );
}
