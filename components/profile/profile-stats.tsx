"use client";

import { Heart, Receipt, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import { useCustomerOrders } from "@/components/orders/use-customer-orders";
import { profileStats } from "@/components/profile/profile-form";
import { formatMoney } from "@/lib/format";
import type { CustomerOrdersSource } from "@/lib/orders/merge";

/**
 * Orders count, total spent and favourites count, as the dashboards' stat cards. product.md D13: counted over
 * the same list as 'Meus Pedidos' (sample orders plus this browser's), so the numbers agree everywhere.
 */
export function ProfileStats({ orders, favorites }: { orders: CustomerOrdersSource; favorites: number }) {
  const t = useTranslations("profile");
  const stats = profileStats(useCustomerOrders(orders), favorites);
  return (
    <section aria-labelledby="profile-stats-title" className="flex flex-col gap-3">
      <h2 id="profile-stats-title" className="sr-only">
        {t("statsTitle")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label={t("statOrders")} value={String(stats.orders)} icon={Receipt} />
        <StatCard label={t("statSpent")} value={formatMoney(stats.spent)} icon={Wallet} />
        <StatCard label={t("statFavorites")} value={String(stats.favorites)} icon={Heart} />
      </div>
    </section>
  );
}
