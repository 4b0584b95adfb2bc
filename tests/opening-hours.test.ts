import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { OpeningHours } from "@/lib/catalog/types";
import { isOpenAt, saoPauloClock, weeklySchedule } from "@/lib/store/opening-hours";

// An explicit São Paulo wall-clock instant (UTC-3 all year since 2019), independent of the host zone.
const sp = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);

// Week of 2026-11-16 (Monday) to 2026-11-22 (Sunday).
const week = {
  monday: "2026-11-16",
  tuesday: "2026-11-17",
  wednesday: "2026-11-18",
  thursday: "2026-11-19",
  friday: "2026-11-20",
  saturday: "2026-11-21",
  sunday: "2026-11-22",
} as const;

const hours: OpeningHours = {
  monday: { open: "08:00", close: "18:00", closed: false },
  tuesday: { open: "09:00", close: "17:00", closed: false },
  wednesday: { open: "10:00", close: "22:00", closed: false },
  thursday: { open: "08:00", close: "12:00", closed: false },
  friday: { open: "18:00", close: "23:30", closed: false },
  saturday: { open: "08:00", close: "18:00", closed: true }, // flagged closed
  // sunday missing: closed
};

describe("a company is open between open and close of the current weekday (product.md §4)", () => {
  it.each([
    ["monday mid-day", week.monday, "12:00", true],
    ["monday before opening", week.monday, "07:59", false],
    ["monday at exactly open", week.monday, "08:00", true],
    ["monday one minute before close", week.monday, "17:59", true],
    ["monday at exactly close", week.monday, "18:00", false],
    ["tuesday uses tuesday's hours", week.tuesday, "08:30", false],
    ["tuesday inside its range", week.tuesday, "16:59", true],
    ["wednesday evening", week.wednesday, "21:00", true],
    ["thursday afternoon after an early close", week.thursday, "13:00", false],
    ["friday late evening", week.friday, "23:29", true],
    ["friday morning", week.friday, "10:00", false],
    ["saturday flagged closed, inside its times", week.saturday, "12:00", false],
    ["sunday missing", week.sunday, "12:00", false],
    ["midnight monday", week.monday, "00:00", false],
  ])("%s (%s %s) -> %s", (_label, date, time, expected) => {
    expect(isOpenAt(hours, sp(date, time))).toBe(expected);
  });

  it("an empty schedule is always closed", () => {
    expect(isOpenAt({}, sp(week.monday, "12:00"))).toBe(false);
  });
});

describe("the rule reads São Paulo time whatever the host zone is", () => {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "UTC";
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it.each([
    // Monday 01:30 UTC is still Sunday 22:30 in São Paulo: the Sunday hours apply.
    [
      "2026-11-23T01:30:00Z",
      "sunday",
      "22:30",
      { sunday: { open: "18:00", close: "23:00", closed: false } },
      true,
    ],
    [
      "2026-11-23T01:30:00Z",
      "sunday",
      "22:30",
      { monday: { open: "00:00", close: "23:59", closed: false } },
      false,
    ],
    // 11:00 UTC is 08:00 in São Paulo: exactly opening time.
    ["2026-11-16T11:00:00Z", "monday", "08:00", hours, true],
    // 21:00 UTC is 18:00 in São Paulo: exactly closing time.
    ["2026-11-16T21:00:00Z", "monday", "18:00", hours, false],
    // 19:00 UTC on Monday is 16:00 São Paulo; a host in UTC would wrongly read 19:00.
    [
      "2026-11-16T19:00:00Z",
      "monday",
      "16:00",
      { monday: { open: "15:00", close: "17:00", closed: false } },
      true,
    ],
  ] as const)("%s is %s %s in São Paulo", (iso, weekday, time, schedule, expected) => {
    const now = new Date(iso);
    expect(new Date(0).getTimezoneOffset()).toBe(0); // the host really runs in UTC here
    expect(saoPauloClock(now)).toEqual({ weekday, time });
    expect(isOpenAt(schedule, now)).toBe(expected);
  });
});

describe("the stores' clock agrees with the time zone database (America/Sao_Paulo)", () => {
  // the reference: the time zone database, as the server's Intl reads it
  const reference = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Sao_Paulo",
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const fromDatabase = (now: Date) => {
    const parts = reference.formatToParts(now);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
    return { weekday: part("weekday")?.toLowerCase(), time: `${part("hour")}:${part("minute")}` };
  };

  it("every 97 minutes from the end of Brazil's last daylight saving time (2019-02-17) to 2040", () => {
    const HOUR = 60 * 60 * 1000;
    const end = Date.UTC(2040, 0, 1);
    let checked = 0;
    // 97 minutes: every minute of the hour and every hour of the week come round over the years
    for (let at = Date.UTC(2019, 1, 17, 3); at < end; at += (97 / 60) * HOUR) {
      const now = new Date(at);
      expect(saoPauloClock(now), now.toISOString()).toEqual(fromDatabase(now));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(110_000);
  });

  it("midnight turns the weekday at 03:00 UTC", () => {
    expect(saoPauloClock(new Date("2026-11-17T02:59:00Z"))).toEqual({ weekday: "monday", time: "23:59" });
    expect(saoPauloClock(new Date("2026-11-17T03:00:00Z"))).toEqual({ weekday: "tuesday", time: "00:00" });
  });
});

describe("weeklySchedule lists the seven days for display", () => {
  it("Monday first, Portuguese names, null hours when closed or missing", () => {
    expect(weeklySchedule(hours)).toEqual([
      { day: "monday", dayName: "Segunda-feira", hours: "08:00 – 18:00" },
      { day: "tuesday", dayName: "Terça-feira", hours: "09:00 – 17:00" },
      { day: "wednesday", dayName: "Quarta-feira", hours: "10:00 – 22:00" },
      { day: "thursday", dayName: "Quinta-feira", hours: "08:00 – 12:00" },
      { day: "friday", dayName: "Sexta-feira", hours: "18:00 – 23:30" },
      { day: "saturday", dayName: "Sábado", hours: null },
      { day: "sunday", dayName: "Domingo", hours: null },
    ]);
  });
});
