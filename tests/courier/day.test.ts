import { describe, expect, it } from "vitest";

import { daySummary, saoPauloDayStart } from "@/lib/courier/day";

// The courier's 'today' is São Paulo's calendar day, whatever zone the server runs in.
describe("the courier's day starts at midnight in São Paulo", () => {
  it.each([
    [
      "late evening in São Paulo, already the next day in UTC",
      "2026-11-22T01:30:00Z",
      "2026-11-21T03:00:00.000Z",
    ],
    ["just after midnight in São Paulo", "2026-11-22T03:00:30Z", "2026-11-22T03:00:00.000Z"],
    ["the last second of the day", "2026-11-22T02:59:59Z", "2026-11-21T03:00:00.000Z"],
    ["noon", "2026-11-25T15:00:00Z", "2026-11-25T03:00:00.000Z"],
    ["a month's last evening, 22:59 in São Paulo", "2026-12-01T01:59:00Z", "2026-11-30T03:00:00.000Z"],
    ["a summer of daylight saving time (2018: UTC−2)", "2018-12-10T12:00:00Z", "2018-12-10T02:00:00.000Z"],
  ])("%s: %s → %s", (_label, now, start) => {
    expect(saoPauloDayStart(new Date(now)).toISOString()).toBe(start);
  });
});

describe("today's count and the delivery fees they came with", () => {
  it.each([
    ["no delivery yet", [], { count: 0, fees: 0 }],
    ["one", [4.99], { count: 1, fees: 4.99 }],
    ["fees that float badly when added as reais", [0.1, 0.2, 4.99], { count: 3, fees: 5.29 }],
    ["a free delivery counts, with no fee", [0, 6.9], { count: 2, fees: 6.9 }],
  ])("%s", (_label, fees, expected) => {
    expect(daySummary(fees.map((deliveryFee) => ({ deliveryFee })))).toEqual(expected);
  });
});
