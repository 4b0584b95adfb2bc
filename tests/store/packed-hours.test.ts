import { describe, expect, it } from "vitest";

import type { OpeningHours } from "@/lib/catalog/types";
import { packHours, unpackHours } from "@/lib/store/packed-hours";

const cases: { name: string; hours: OpeningHours; packed: string }[] = [
  {
    name: "a week open every day",
    hours: {
      monday: { open: "08:00", close: "18:00", closed: false },
      tuesday: { open: "08:00", close: "18:00", closed: false },
      wednesday: { open: "08:00", close: "18:00", closed: false },
      thursday: { open: "08:00", close: "18:00", closed: false },
      friday: { open: "08:00", close: "22:00", closed: false },
      saturday: { open: "09:00", close: "13:00", closed: false },
      sunday: { open: "00:00", close: "23:59", closed: false },
    },
    packed: "08:00-18:00,08:00-18:00,08:00-18:00,08:00-18:00,08:00-22:00,09:00-13:00,00:00-23:59",
  },
  {
    name: "a day marked closed keeps its times",
    hours: { sunday: { open: "10:00", close: "14:00", closed: true } },
    packed: ",,,,,,!10:00-14:00",
  },
  { name: "days never set stay unset (counted as closed)", hours: {}, packed: ",,,,,," },
  {
    name: "a store open on Monday only",
    hours: { monday: { open: "06:00", close: "12:00", closed: false } },
    packed: "06:00-12:00,,,,,,",
  },
];

describe("a store's week packed for the storefront's payload", () => {
  it.each(cases)("$name: packs to one short string", ({ hours, packed }) => {
    expect(packHours(hours)).toBe(packed);
  });
  it.each(cases)("$name: unpacks to the same week", ({ hours, packed }) => {
    expect(unpackHours(packed)).toEqual(hours);
  });
});
