import { useTranslations } from "next-intl";

import type { OpeningHours } from "@/lib/catalog/types";
import { weeklySchedule } from "@/lib/store/opening-hours";
import { cn } from "@/lib/utils";

/**
 * The week's opening hours (product.md §2 store page): Monday to Sunday, 'Fechado' on a closed or missing day.
 * Works in server and client components: `<WeeklyHours openingHours={company.openingHours} />`.
 */
export function WeeklyHours({ openingHours, className }: { openingHours: OpeningHours; className?: string }) {
  const t = useTranslations("openStatus");
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm", className)}>
      {weeklySchedule(openingHours).map((row) => (
        <div key={row.day} className="contents">
          <dt className="text-muted-foreground">{row.dayName}</dt>
          <dd className={cn("text-right tabular-nums", !row.hours && "text-muted-foreground")}>
            {row.hours ?? t("closed")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
