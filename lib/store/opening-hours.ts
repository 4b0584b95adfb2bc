import type { OpeningHours } from "@/lib/catalog/types";
import { weekdays, type Weekday } from "@/lib/catalog/weekdays";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/constants";

/**
 * Open or closed (product.md §4), always computed on the stores' clock (America/Sao_Paulo), never the host's.
 *
 * - `isOpenAt(openingHours, now)`: true when `now` falls in today's half-open range [open, close) and the
 *   day is not flagged closed. A missing day counts as closed. Exactly `open` is open; exactly `close` is
 *   closed (the store stops taking orders at closing time).
 * - `weeklySchedule(openingHours)`: seven display rows, Monday first, with the Portuguese weekday name;
 *   `hours` is null on a closed or missing day (render the 'Fechado' label, `openStatus.closed`).
 * - `saoPauloClock(now)`: the weekday and "HH:MM" in São Paulo for an instant.
 *
 * No framework imports, so Playwright specs and scripts can load it too.
 */

// en-US gives stable English weekday names that map onto the schema's keys.
const clockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export type Clock = { weekday: Weekday; time: string };

export function saoPauloClock(now: Date): Clock {
  const parts = clockFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = part("weekday").toLowerCase() as Weekday;
  return { weekday, time: `${part("hour")}:${part("minute")}` };
}

/** product.md §4: open when now lies in [open, close) of the current weekday and the day is not flagged closed. */
export function isOpenAt(openingHours: OpeningHours, now: Date): boolean {
  const { weekday, time } = saoPauloClock(now);
  const day = openingHours[weekday];
  if (!day || day.closed) return false;
  // Zero-padded "HH:MM" strings compare in clock order.
  return time >= day.open && time < day.close;
}

export type ScheduleRow = {
  day: Weekday;
  dayName: string;
  /** "08:00 – 18:00", or null when the store does not open that day. */
  hours: string | null;
};

// 2024-01-01 was a Monday: noon UTC of the following days gives each weekday's pt-BR name.
const weekdayName = new Intl.DateTimeFormat(LOCALE, { weekday: "long", timeZone: "UTC" });
const dayNames = Object.fromEntries(
  weekdays.map((day, index) => {
    const name = weekdayName.format(new Date(Date.UTC(2024, 0, 1 + index, 12)));
    return [day, name.charAt(0).toLocaleUpperCase(LOCALE) + name.slice(1)];
  }),
) as Record<Weekday, string>;

export function weekdayLabel(day: Weekday): string {
  return dayNames[day];
}

export function weeklySchedule(openingHours: OpeningHours): ScheduleRow[] {
  return weekdays.map((day) => {
    const hours = openingHours[day];
    return {
      day,
      dayName: dayNames[day],
      hours: hours && !hours.closed ? `${hours.open} – ${hours.close}` : null,
    };
  });
}
