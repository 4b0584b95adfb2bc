import type { OpeningHours } from "@/lib/catalog/types";
import { weekdays, type Weekday } from "@/lib/catalog/weekdays";
import { saoPauloClock } from "@/lib/store/opening-hours";

/**
 * When a closed store opens next (product.md D13: 'Fechado · abre hoje às 18:00'), on the same São Paulo clock and
 * the same day rule as isOpenAt (product.md §4: a day flagged closed or missing never opens).
 *
 * `nextOpening(openingHours, now)` looks at today's opening if it is still ahead (or exactly now), then the
 * next seven days, so a store open only on Mondays answers 'monday' on a Monday evening. It answers `null`
 * when no day opens at all. Meant for a store that is closed at `now`; for an open one it names the opening
 * after the current one.
 */

/** 'today' and 'tomorrow' read better than a weekday name; further days are named. */
export type OpeningDay = "today" | "tomorrow" | Weekday;
export type NextOpening = { day: OpeningDay; time: string };

const DAYS_AHEAD = 7;

export function nextOpening(openingHours: OpeningHours, now: Date): NextOpening | null {
  const { weekday, time } = saoPauloClock(now);
  const todayIndex = weekdays.indexOf(weekday);
  for (let offset = 0; offset <= DAYS_AHEAD; offset += 1) {
    const day = weekdays[(todayIndex + offset) % weekdays.length];
    const hours = day ? openingHours[day] : undefined;
    if (!day || !hours || hours.closed) continue;
    // Zero-padded "HH:MM" strings compare in clock order; today counts only while its opening is ahead.
    if (offset === 0 && hours.open < time) continue;
    return { day: offset === 0 ? "today" : offset === 1 ? "tomorrow" : day, time: hours.open };
  }
  return null;
}
