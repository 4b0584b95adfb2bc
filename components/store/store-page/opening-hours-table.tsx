"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

import type { Weekday } from "@/lib/catalog/types";
import { saoPauloClock, type ScheduleRow } from "@/lib/store/opening-hours";
import { cx } from "@/lib/cx";

// The weekday only matters at page view; a stale value after midnight is harmless, so no ticking.
const subscribe = () => () => {};
const todayOnClient = (): Weekday => saoPauloClock(new Date()).weekday;
// The prerendered HTML cannot know the visitor's day: nothing is highlighted until hydration.
const todayOnServer = (): Weekday | null => null;

/**
 * product.md §2 weekly opening hours: Monday to Sunday with the Portuguese day name, 'Fechado' for a closed or
 * missing day (product.md §4), and today's row (on the stores' clock) highlighted in the browser.
 */
export function OpeningHoursTable({ rows }: { rows: ScheduleRow[] }) {
  const t = useTranslations("store");
  const today = useSyncExternalStore(subscribe, todayOnClient, todayOnServer);

  return (
    <section aria-labelledby="store-hours-title" className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="store-hours-title" className="mb-3 text-lg font-semibold">
        {t("hoursTitle")}
      </h2>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("dayColumn")}</th>
            <th scope="col">{t("hoursColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isToday = row.day === today;
            return (
              <tr
                key={row.day}
                data-day={row.day}
                data-today={isToday || undefined}
                aria-current={isToday ? "date" : undefined}
                className={cx(
                  "border-b last:border-b-0",
                  isToday && "bg-secondary font-semibold text-secondary-foreground",
                )}
              >
                <th scope="row" className="py-2 pl-2 text-left font-medium">
                  {row.dayName}
                  {isToday && <span className="ml-2 text-xs font-normal text-primary">({t("today")})</span>}
                </th>
                <td
                  className={cx("py-2 pr-2 text-right tabular-nums", !row.hours && "text-muted-foreground")}
                >
                  {row.hours ?? t("closedDay")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
