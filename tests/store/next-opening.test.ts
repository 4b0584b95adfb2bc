import { describe, expect, it } from "vitest";

import type { OpeningHours, Weekday } from "@/lib/catalog/types";
import { nextOpening, type NextOpening } from "@/lib/store/next-opening";

const day = (open: string, close: string, closed = false) => ({ open, close, closed });
const every = (hours: ReturnType<typeof day>, extra: OpeningHours = {}): OpeningHours => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: hours,
  sunday: hours,
  ...extra,
});

const daytime = every(day("08:00", "18:00"));
const closesAt23 = every(day("11:00", "23:00"));
const weekdaysOnly = every(day("08:00", "18:00"), {
  saturday: day("08:00", "18:00", true),
  sunday: day("08:00", "18:00", true),
});
const tuesdayFlaggedClosed = every(day("08:00", "18:00"), { tuesday: day("08:00", "18:00", true) });
const mondaysOnly: OpeningHours = { monday: day("08:00", "12:00") };
const nightOwl = every(day("18:00", "23:59"));
const allDay = every(day("00:00", "23:59"));
const everyDayFlaggedClosed = every(day("08:00", "18:00", true));

// São Paulo is UTC-3 all year; 2026-11-16 is a Monday.
const at = (isoDay: string, time: string) => new Date(`${isoDay}T${time}:00-03:00`);
const MON = "2026-11-16";
const TUE = "2026-11-17";
const FRI = "2026-11-20";
const SAT = "2026-11-21";
const SUN = "2026-11-22";

const opens = (when: "today" | "tomorrow" | Weekday, time: string): NextOpening => ({ day: when, time });

describe("nextOpening: when a closed store opens next, on the São Paulo clock (product.md D13)", () => {
  it.each<[string, OpeningHours, Date, NextOpening | null]>([
    ["before opening, the same morning", daytime, at(MON, "04:00"), opens("today", "08:00")],
    ["one minute before opening", daytime, at(MON, "07:59"), opens("today", "08:00")],
    ["exactly at opening time: opening now, today", daytime, at(MON, "08:00"), opens("today", "08:00")],
    ["exactly at closing time: tomorrow", daytime, at(MON, "18:00"), opens("tomorrow", "08:00")],
    ["late evening: tomorrow", daytime, at(MON, "23:59"), opens("tomorrow", "08:00")],
    ["just past midnight: today again", daytime, at(TUE, "00:00"), opens("today", "08:00")],
    ["a store closing at 23:00, at 23:00", closesAt23, at(MON, "23:00"), opens("tomorrow", "11:00")],
    ["a store closing at 23:00, after midnight", closesAt23, at(TUE, "00:30"), opens("today", "11:00")],
    ["an evening store at 04:00", nightOwl, at(MON, "04:00"), opens("today", "18:00")],
    ["a 00:00-23:59 store in its closed last minute", allDay, at(MON, "23:59"), opens("tomorrow", "00:00")],
    [
      "Friday night before a closed week-end: Monday",
      weekdaysOnly,
      at(FRI, "20:00"),
      opens("monday", "08:00"),
    ],
    ["Saturday of a closed week-end: Monday", weekdaysOnly, at(SAT, "10:00"), opens("monday", "08:00")],
    ["Sunday of a closed week-end: tomorrow", weekdaysOnly, at(SUN, "10:00"), opens("tomorrow", "08:00")],
    ["a day flagged closed is skipped", tuesdayFlaggedClosed, at(MON, "20:00"), opens("wednesday", "08:00")],
    ["a missing day is skipped", mondaysOnly, at(TUE, "09:00"), opens("monday", "08:00")],
    [
      "open one day a week, after it closed: next week",
      mondaysOnly,
      at(MON, "13:00"),
      opens("monday", "08:00"),
    ],
    ["a store with no hours never opens", {}, at(MON, "12:00"), null],
    ["a store with every day flagged closed never opens", everyDayFlaggedClosed, at(MON, "12:00"), null],
  ])("%s", (_label, hours, now, expected) => {
    expect(nextOpening(hours, now)).toEqual(expected);
  });
});
