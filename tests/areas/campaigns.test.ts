import { describe, expect, it } from "vitest";

import { budgetSpentPercent, campaignStatusKey, campaignToggle } from "@/lib/areas/campaigns";

describe("campaign status label (product.md §4: Ativa, Pausada, Finalizada, Desconhecida)", () => {
  it.each([
    ["active", "active"],
    ["paused", "paused"],
    ["finished", "finished"],
    ["draft", "unknown"],
    ["", "unknown"],
  ])("%j -> %s", (status, key) => {
    expect(campaignStatusKey(status)).toBe(key);
  });
});

describe("campaign toggle (product.md §4: pauses an active campaign and activates any other)", () => {
  it.each([
    ["active", "pause"],
    ["paused", "activate"],
    ["finished", "activate"],
    ["draft", "activate"],
  ])("%s -> %s", (status, action) => {
    expect(campaignToggle(status)).toBe(action);
  });
});

describe("budget spent percent", () => {
  it.each([
    [0, 1000, 0],
    [250, 1000, 25],
    [333.33, 1000, 33],
    [1200, 1000, 100],
    [50, 0, 0],
  ])("%d of %d -> %d%%", (spent, budget, percent) => {
    expect(budgetSpentPercent(spent, budget)).toBe(percent);
  });
});
