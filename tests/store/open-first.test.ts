import { describe, expect, it } from "vitest";

import type { OpeningHours } from "@/lib/catalog/types";
import { companiesById, openFirst, openFirstOrder } from "@/lib/store/open-first";

describe("openFirst: open stores first, the given order kept inside each group (product.md D13)", () => {
  it.each<[string, string[], string[], string[]]>([
    ["nothing to sort", [], [], []],
    ["all open: unchanged", ["a", "b", "c"], ["a", "b", "c"], ["a", "b", "c"]],
    ["all closed: unchanged", ["a", "b", "c"], [], ["a", "b", "c"]],
    ["the one open store moves to the front", ["a", "b", "c", "d"], ["c"], ["c", "a", "b", "d"]],
    ["open ones keep their ranking", ["a", "b", "c", "d", "e"], ["b", "e"], ["b", "e", "a", "c", "d"]],
    ["closed ones keep their ranking", ["a", "b", "c", "d", "e"], ["a", "d"], ["a", "d", "b", "c", "e"]],
  ])("%s", (_label, items, open, expected) => {
    expect(openFirst(items, (item) => open.includes(item))).toEqual(expected);
  });
});

const hours = (open: string, close: string): OpeningHours => ({
  monday: { open, close, closed: false },
  tuesday: { open, close, closed: false },
});
const byId: Record<string, { openingHours: OpeningHours }> = {
  bakery: { openingHours: hours("06:00", "21:00") },
  pizza: { openingHours: hours("18:00", "23:59") },
  pharmacy: { openingHours: hours("00:00", "23:59") },
  lunch: { openingHours: hours("11:00", "15:30") },
};
// Monday 2026-11-16 in São Paulo (UTC-3).
const at = (time: string) => new Date(`2026-11-16T${time}:00-03:00`);

describe("openFirstOrder: indices of a list whose items belong to companies, on the São Paulo clock", () => {
  it.each<[string, string[], Date, number[]]>([
    [
      "04:00: only the 24h pharmacy is open",
      ["bakery", "pizza", "pharmacy", "lunch"],
      at("04:00"),
      [2, 0, 1, 3],
    ],
    [
      "12:00: bakery, pharmacy, lunch open",
      ["bakery", "pizza", "pharmacy", "lunch"],
      at("12:00"),
      [0, 2, 3, 1],
    ],
    ["20:00: the pizza joins", ["lunch", "pizza", "bakery", "pharmacy"], at("20:00"), [1, 2, 3, 0]],
    [
      "several products of one company move together",
      ["lunch", "pharmacy", "lunch", "pharmacy"],
      at("04:00"),
      [1, 3, 0, 2],
    ],
    ["an id without a company counts as closed", ["unknown", "pharmacy"], at("04:00"), [1, 0]],
  ])("%s", (_label, companyIds, now, expected) => {
    expect(openFirstOrder(companyIds, byId, now)).toEqual(expected);
  });

  it("companiesById keeps each company once", () => {
    const bakery = { id: "bakery", ...byId.bakery! };
    const pizza = { id: "pizza", ...byId.pizza! };
    expect(companiesById([bakery, pizza, bakery])).toEqual({ bakery, pizza });
  });
});
