import type { OpeningHours } from "@/lib/catalog/types";
import { weekdays } from "@/lib/catalog/weekdays";

/**
 * A store's week in one short string for the storefront's payload (product.md D12: every card's company
 * carried ~360 bytes of `{"monday":{"open":…,"close":…,"closed":false},…}`). Monday first, days joined by
 * ",": "08:00-18:00" an open day, "!08:00-18:00" a day marked closed, "" a day the store never set.
 */
export function packHours(hours: OpeningHours): string {
  return weekdays
    .map((day) => {
      const set = hours[day];
      return set ? `${set.closed ? "!" : ""}${set.open}-${set.close}` : "";
    })
    .join(",");
}

/** The week `packHours` packed, day for day. */
export function unpackHours(packed: string): OpeningHours {
  const days = packed.split(",");
  const hours: OpeningHours = {};
  weekdays.forEach((day, index) => {
    const text = days[index];
    if (!text) return;
    const closed = text.startsWith("!");
    const [open, close] = (closed ? text.slice(1) : text).split("-");
    hours[day] = { open: open!, close: close!, closed };
  });
  return hours;
}
