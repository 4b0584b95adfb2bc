import { Heart, Receipt, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import type { ProfileStats as Stats } from "@/lib/customers/profile-stats";
import { formatMoney } from "@/lib/format";

/** Orders placed, total spent on delivered orders and favourites, as the dashboards' stat cards. */
export function ProfileStats({ stats }: { stats: Stats }) {
  const t = useTranslations("profile");
  return (
    <section aria-labelledby="profile-stats-title" className="flex flex-col gap-3">
      <h2 id="profile-stats-title" className="sr-only">
        {t("statsTitle")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label={t("statOrders")} value={String(stats.orders)} icon={Receipt} />
        <StatCard
          label={t("statSpent")}
          value={formatMoney(stats.spent)}
          icon={Wallet}
          hint={t("statSpentHint")}
        />
        <StatCard label={t("statFavorites")} value={String(stats.favorites)} icon={Heart} />
      </div>
    </section>
  );
}
