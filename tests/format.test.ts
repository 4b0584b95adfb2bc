import { describe, expect, it } from "vitest";

import {
  displayName,
  formatDate,
  dateTimeParts,
  formatCount,
  formatMoney,
  formatRating,
  formatTime,
  initials,
  progressPercent,
} from "@/lib/format";

describe("formatMoney shows reais with two decimals (product.md §9)", () => {
  it.each([
    [0, "R$ 0,00"],
    [5, "R$ 5,00"],
    [29.9, "R$ 29,90"],
    [1234.56, "R$ 1.234,56"],
    [1234567.891, "R$ 1.234.567,89"],
    [0.005, "R$ 0,01"],
    [1.005, "R$ 1,01"],
    [2.675, "R$ 2,68"],
    [999999.995, "R$ 1.000.000,00"],
    [-5, "-R$ 5,00"],
    [-0.001, "-R$ 0,00"],
  ])("%s -> %s", (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe("money and ratings are written exactly as Intl's pt-BR formats write them", () => {
  const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
  const rating = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const intl = (format: Intl.NumberFormat, value: number) => format.format(value).replace(/\u00a0/g, " ");
  // every cent to R$ 20, then prices with up to three decimals (a computed discount) in a wide range
  const values = [
    ...Array.from({ length: 2001 }, (_, cents) => cents / 100),
    ...Array.from({ length: 3000 }, (_, index) => Math.round(((index * 7919) % 10_000_000) * 1.0003) / 1000),
    -0,
    -12.345,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e-9,
  ];

  it.each([
    ["formatMoney", formatMoney, money],
    ["formatRating", formatRating, rating],
  ] as const)("%s agrees with Intl on 5,006 values", (_, format, reference) => {
    for (const value of values) expect(format(value), String(value)).toBe(intl(reference, value));
  });

  it("formatCount agrees with Intl on whole numbers", () => {
    const count = new Intl.NumberFormat("pt-BR");
    for (const value of [0, 1, 999, 1000, 1234, 25_000, 1_234_567])
      expect(formatCount(value)).toBe(count.format(value));
  });

  it.each([
    [4.85, "4,9"],
    [4.75, "4,8"],
    [5, "5,0"],
    [0, "0,0"],
  ])("a rating of %s reads %s", (value, expected) => {
    expect(formatRating(value)).toBe(expected);
  });
});

describe("dates and times are pt-BR in São Paulo time", () => {
  it.each([
    ["2026-11-22T02:30:00Z", "21/11/2026", "23:30"],
    ["2026-01-05T15:04:00-03:00", "05/01/2026", "15:04"],
    ["2026-12-31", "31/12/2026", "12:00"],
  ])("%s -> %s %s", (iso, date, time) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatTime(iso)).toBe(time);
    expect(dateTimeParts(iso)).toEqual({ date, time });
  });
});

describe("initials take the first letters of the name, up to 2", () => {
  it.each([
    ["Ana Souza", "AS"],
    ["ana", "A"],
    ["  Carlos   Alberto  Entregas ", "CA"],
    ["élio ramos", "ÉR"],
    ["", ""],
  ])("%j -> %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("header display name: nome_mostrado, else 15 characters of the e-mail's local part", () => {
  it.each([
    [{ email: "ana@x.com", profile: { nome_mostrado: "Ana Souza" } }, "Ana Souza"],
    [{ email: "ana@x.com", profile: { nome_mostrado: "   " } }, "ana"],
    [{ email: "ana@x.com", profile: { nome_mostrado: null } }, "ana"],
    [{ email: "maria.fernanda.oliveira@x.com", profile: null }, "maria.fernanda."],
    [{ email: "exatamente15car@x.com" }, "exatamente15car"],
  ])("%j -> %j", (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});

describe("progress percentage is the rounded share of the total", () => {
  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
    [0, 10, 0],
    [3, 0, 0],
    [1, 8, 13],
  ])("%i of %i -> %i%%", (part, total, expected) => {
    expect(progressPercent(part, total)).toBe(expected);
  });
});
