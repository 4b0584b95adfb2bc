import { Heart, Receipt, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";

import type { ProfileStats as Stats } from "@/components/profile/profile-form";
import { formatMoney } from "@/lib/format";

/** Orders count, total spent and favourites count of the sample customer. */
export function ProfileStats({ stats }: { stats: Stats }) {
  const t = useTranslations("profile");
  const items = [
    { key: "statOrders", value: String(stats.orders), icon: <Receipt /> },
    { key: "statSpent", value: formatMoney(stats.spent), icon: <Wallet /> },
    { key: "statFavorites", value: String(stats.favorites), icon: <Heart /> },
  ] as const;
  return (
    <section aria-labelledby="profile-stats-title" className="flex flex-col gap-3">
      <h2 id="profile-stats-title" className="sr-only">
        {t("statsTitle")}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.key} className="flex items-center gap-3 rounded-lg border p-4">
            <span
              aria-hidden="true"
              className="rounded-full bg-secondary p-2 text-secondary-foreground [&_svg]:size-5"
            >
              {item.icon}
            </span>
            <div className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{t(item.key)}</dt>
              <dd className="text-xl font-bold tabular-nums">{item.value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
