import type { OpeningHours } from "@/lib/catalog/types";
import { weekdays, type Weekday } from "@/lib/catalog/weekdays";
import { LOCALE } from "@/lib/i18n/constants";

/**
 * Open or closed (product.md §4), always computed on the stores' clock (America/Sao_Paulo), never the host's.
 *
 * - `isOpenAt(openingHours, now)`: true when `now` falls in today's half-open range [open, close) and the
 *   day is not flagged closed. A missing day counts as closed. Exactly `open` is open; exactly `close` is
 *   closed (the store stops taking orders at closing time).
 * - `weeklySchedule(openingHours)`: seven display rows, Monday first, with the Portuguese weekday name;
 *   `hours` is null on a closed or missing day (render the 'Fechado' label, `openStatus.closed`).
 * - `saoPauloClock(now)`: the weekday and "HH:MM" in São Paulo for an instant (UTC−3, below).
 *
 * No framework imports, so Playwright specs and scripts can load it too.
 */

export type Clock = { weekday: Weekday; time: string };

/**
 * São Paulo is UTC−3 all year: Brazil ended daylight saving in 2019 (Decreto 9.772; the last switch was on
 * 2019-02-17), so the stores' wall clock is the instant moved back three hours, read as UTC. No time zone
 * database: the first Intl.DateTimeFormat a browser builds costs 15–40 ms (ICU's date formatting), about
 * 100 ms on a mid-range phone, in the hydration of every storefront page with a card (product.md D12).
 * tests/opening-hours.test.ts holds this to the time zone database (America/Sao_Paulo) every 97 minutes from
 * 2019-02-17 to 2040, the zone the database's own rule (busca.loja_aberta) and the server's order and courier
 * clocks read: a change of the zone's rules fails that test.
 */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;
const twoDigits = (value: number) => String(value).padStart(2, "0");

export function saoPauloClock(now: Date): Clock {
  const local = new Date(now.getTime() + SAO_PAULO_OFFSET_MS);
  return {
    // Date#getUTCDay counts from Sunday (0); the week here starts on Monday
    weekday: weekdays[(local.getUTCDay() + 6) % 7]!,
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
  };
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

// 2024-01-01 was a Monday: noon UTC of the following days gives each weekday's pt-BR name. Built on first
// use, not when the module loads: the storefront's cards import this file for isOpenAt only.
let dayNames: Record<Weekday, string> | undefined;

export function weekdayLabel(day: Weekday): string {
  if (!dayNames) {
    const weekdayName = new Intl.DateTimeFormat(LOCALE, { weekday: "long", timeZone: "UTC" });
    dayNames = Object.fromEntries(
      weekdays.map((weekday, index) => {
        const name = weekdayName.format(new Date(Date.UTC(2024, 0, 1 + index, 12)));
        return [weekday, name.charAt(0).toLocaleUpperCase(LOCALE) + name.slice(1)];
      }),
    ) as Record<Weekday, string>;
  }
  return dayNames[day];
}

export function weeklySchedule(openingHours: OpeningHours): ScheduleRow[] {
  return weekdays.map((day) => {
    const hours = openingHours[day];
    return {
      day,
      dayName: weekdayLabel(day),
      hours: hours && !hours.closed ? `${hours.open} – ${hours.close}` : null,
    };
  });
}
