import { describe, expect, it } from "vitest";

import { saoPauloDateTime, saoPauloDay, saoPauloDayStart } from "@/lib/time/sao-paulo";

// São Paulo's wall clock, whatever zone the server or the test runs in (the courier's 'today', a campaign's day,
// an order's date and time, the personal data file's name).
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

describe("the São Paulo calendar day and time of an instant", () => {
  it.each([
    ["noon", "2026-11-25T15:00:00Z", "2026-11-25", "12:00"],
    ["late evening in São Paulo, already the next day in UTC", "2026-11-26T01:30:00Z", "2026-11-25", "22:30"],
    ["midnight exactly, written 00:00 and not 24:00", "2026-11-26T03:00:00Z", "2026-11-26", "00:00"],
    ["the year's last minute", "2027-01-01T02:59:00Z", "2026-12-31", "23:59"],
    ["a summer of daylight saving time (2018: UTC−2)", "2018-12-10T01:30:00Z", "2018-12-09", "23:30"],
  ])("%s: %s → %s %s", (_label, instant, date, time) => {
    expect(saoPauloDay(new Date(instant))).toBe(date);
    expect(saoPauloDateTime(new Date(instant))).toEqual({ date, time });
  });
});
