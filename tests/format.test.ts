import { describe, expect, it } from "vitest";

import {
  displayName,
  formatDate,
  dateTimeParts,
  formatMoney,
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
  ])("%s -> %s", (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
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
