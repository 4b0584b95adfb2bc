import { TIME_ZONE } from "@/lib/i18n/constants";

/**
 * São Paulo's wall clock, the stores' clock, read through the time zone database whatever the host's zone: the
 * calendar day of a campaign, a report or a download, the courier's 'today', an order's date and time. (The
 * storefront's open/closed badge reads a fixed UTC−3 instead, to spare browsers the formatter:
 * lib/store/opening-hours.ts `saoPauloClock`.)
 */

// en-CA writes the parts as aaaa-mm-dd and a 24-hour clock; built on first use, not when a bundle loads it
let formatter: Intl.DateTimeFormat | undefined;
const wallClockFormat = () =>
  (formatter ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }));

type WallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

function wallClock(instant: Date): WallClock {
  const parts = Object.fromEntries(
    wallClockFormat()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return parts as WallClock;
}

/** The São Paulo calendar day of an instant, aaaa-mm-dd. */
export function saoPauloDay(instant: Date): string {
  const { year, month, day } = wallClock(instant);
  return `${year}-${month}-${day}`;
}

/** The São Paulo calendar day (aaaa-mm-dd) and time (HH:mm) of an instant. */
export function saoPauloDateTime(instant: Date): { date: string; time: string } {
  const { year, month, day, hour, minute } = wallClock(instant);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/** São Paulo's wall clock at `instant` written as if it were UTC, and that day's midnight the same way. */
function wallAsUtc(instant: number): { wall: number; midnight: number } {
  const p = wallClock(new Date(instant));
  const midnight = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day));
  const seconds = (Number(p.hour) * 60 + Number(p.minute)) * 60 + Number(p.second);
  return { wall: midnight + seconds * 1000, midnight };
}

/** The instant São Paulo's calendar day containing `now` began. */
export function saoPauloDayStart(now: Date): Date {
  const at = Math.floor(now.getTime() / 1000) * 1000;
  const { wall, midnight } = wallAsUtc(at);
  // the offset of that morning, not of now: a zone may move its clock within a day
  const guess = midnight - (wall - at);
  return new Date(midnight - (wallAsUtc(guess).wall - guess));
}
