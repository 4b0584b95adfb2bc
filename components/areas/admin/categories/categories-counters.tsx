import { CircleCheck, Star, Tags } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { StatCard } from "@/components/areas/stat-card";
import type { CategoryCounters } from "@/lib/admin/categories";

/** product.md §2: three counters, total, active and featured, over the whole table. */
export function CategoriesCounters({ counters }: { counters: CategoryCounters }) {
  const t = useTranslations("adminCategories");
  const format = useFormatter();
  return (
    <section aria-labelledby="categories-counters-heading">
      <h2 id="categories-counters-heading" className="sr-only">
        {t("countersTitle")}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <li>
          <StatCard label={t("counters.total")} value={format.number(counters.total)} icon={Tags} />
        </li>
        <li>
          <StatCard label={t("counters.active")} value={format.number(counters.active)} icon={CircleCheck} />
        </li>
        <li>
          <StatCard label={t("counters.featured")} value={format.number(counters.featured)} icon={Star} />
        </li>
      </ul>
    </section>
  );
}
