import { TIME_ZONE } from "@/lib/i18n/constants";
import { toCents } from "@/lib/orders/pricing";

/** The courier's day: it starts at midnight in São Paulo (the stores' clock), whatever the server's zone. */

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** São Paulo's wall clock at `instant`, written as if it were UTC (so the difference is the zone's offset). */
function wallAsUtc(instant: number): { wall: number; midnight: number } {
  const p = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]),
  );
  const midnight = Date.UTC(p.year!, p.month! - 1, p.day!);
  return { wall: midnight + ((p.hour! * 60 + p.minute!) * 60 + p.second!) * 1000, midnight };
}

/** The instant São Paulo's calendar day containing `now` began. */
export function saoPauloDayStart(now: Date): Date {
  const at = Math.floor(now.getTime() / 1000) * 1000;
  const { wall, midnight } = wallAsUtc(at);
  // the offset of that morning, not of now: a zone may move its clock within a day
  const guess = midnight - (wall - at);
  return new Date(midnight - (wallAsUtc(guess).wall - guess));
}

/** How many orders the courier finished and the delivery fees they came with, summed in cents. */
export function daySummary(delivered: readonly { deliveryFee: number }[]): { count: number; fees: number } {
  const cents = delivered.reduce((sum, order) => sum + toCents(order.deliveryFee), 0);
  return { count: delivered.length, fees: cents / 100 };
}
