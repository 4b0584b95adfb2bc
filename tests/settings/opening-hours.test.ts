import { describe, expect, it } from "vitest";

import { weekdaySchema, type OpeningHours } from "@/lib/catalog/types";
import { openingHoursSchema } from "@/lib/catalog/types";
import {
  toWeekDraft,
  validateOpeningHours,
  type DayDraft,
  type HoursErrors,
  type WeekDraft,
} from "@/lib/settings/opening-hours";

const open = (from: string, to: string): DayDraft => ({ open: from, close: to, closed: false });
const week = (overrides: Partial<WeekDraft> = {}): WeekDraft => ({
  ...toWeekDraft({}),
  ...Object.fromEntries(weekdaySchema.options.map((day) => [day, open("08:00", "18:00")])),
  ...overrides,
});

describe("opening-hours validation: close later than open; a day can be closed (product.md D11)", () => {
  it.each<[string, Partial<WeekDraft>, HoursErrors]>([
    ["every day 08:00–18:00", {}, {}],
    ["close before open", { monday: open("18:00", "09:00") }, { monday: { close: "closeBeforeOpen" } }],
    ["close equal to open", { friday: open("10:00", "10:00") }, { friday: { close: "closeBeforeOpen" } }],
    ["one minute later is fine", { friday: open("10:00", "10:01") }, {}],
    ["until 23:59 is fine", { saturday: open("18:00", "23:59") }, {}],
    [
      "a range across midnight is not a same-day range",
      { sunday: open("22:00", "02:00") },
      { sunday: { close: "closeBeforeOpen" } },
    ],
    ["blank open time", { tuesday: open("", "18:00") }, { tuesday: { open: "timeRequired" } }],
    ["impossible close time", { tuesday: open("08:00", "24:00") }, { tuesday: { close: "timeInvalid" } }],
    ["a closed day is not checked", { wednesday: { open: "18:00", close: "09:00", closed: true } }, {}],
    [
      "errors on several days at once",
      { monday: open("12:00", "11:00"), thursday: open("", "") },
      { monday: { close: "closeBeforeOpen" }, thursday: { open: "timeRequired", close: "timeRequired" } },
    ],
  ])("%s", (_, overrides, errors) => {
    const result = validateOpeningHours(week(overrides));
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it("saves a week the storefront's own schema accepts, closed days included", () => {
    const result = validateOpeningHours(
      week({ sunday: { open: "", close: "", closed: true }, monday: open(" 07:00", "13:00 ") }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.monday).toEqual({ open: "07:00", close: "13:00", closed: false });
    expect(result.data.sunday?.closed).toBe(true);
    expect(openingHoursSchema.safeParse(result.data).success).toBe(true);
  });
});

describe("the editor shows all seven days", () => {
  it("a missing day starts closed (product.md §4: a missing day counts as closed)", () => {
    const hours: OpeningHours = { monday: { open: "06:00", close: "21:00", closed: false } };
    const draft = toWeekDraft(hours);
    expect(Object.keys(draft)).toEqual(weekdaySchema.options);
    expect(draft.monday).toEqual({ open: "06:00", close: "21:00", closed: false });
    expect(draft.sunday.closed).toBe(true);
  });
});
