import { describe, expect, it } from "vitest";

import {
  budgetSpentPercent,
  campaignBadgeTone,
  campaignFilterCounts,
  campaignStatusKey,
  campaignToggle,
  filterCampaigns,
  statusFromDb,
  toggledStatus,
} from "@/lib/advertiser/campaign-status";

import { campaigns } from "./sample";

describe("a campaign's status (product.md §4: Ativa, Pausada, Finalizada)", () => {
  it.each([
    ["ativa", "active"],
    ["pausada", "paused"],
    ["finalizada", "finished"],
    ["ativo", "active"],
    ["pausado", "paused"],
    ["finalizado", "finished"],
    ["rascunho", null],
  ])("the database's %s reads %s", (db, status) => {
    expect(statusFromDb(db)).toBe(status);
  });

  it.each([
    ["active", "active", "success"],
    ["paused", "paused", "secondary"],
    ["finished", "finished", "outline"],
    [null, "unknown", "outline"],
  ] as const)("%s is labelled %s with the %s badge", (status, key, tone) => {
    expect(campaignStatusKey(status)).toBe(key);
    expect(campaignBadgeTone(status)).toBe(tone);
  });
});

describe("the pause/activate button (product.md §4)", () => {
  it.each([
    ["active", "pause", "paused"],
    ["paused", "activate", "active"],
  ] as const)("on an %s campaign it offers %s, which asks for %s", (status, toggle, next) => {
    expect(campaignToggle(status)).toBe(toggle);
    expect(toggledStatus(toggle)).toBe(next);
  });

  it("offers nothing on a finished campaign: it cannot be re-activated", () => {
    expect(campaignToggle("finished")).toBeNull();
  });
});

describe("the campaigns page's status filter", () => {
  it.each([
    ["all", ["Inverno", "Almoço", "Verão"]],
    ["active", ["Inverno"]],
    ["paused", ["Almoço"]],
    ["finished", ["Verão"]],
  ] as const)("%s shows %j", (filter, names) => {
    expect(filterCampaigns(campaigns, filter).map((c) => c.name)).toEqual(names);
  });

  it("counts what each filter shows", () => {
    expect(campaignFilterCounts(campaigns)).toEqual({ all: 3, active: 1, paused: 1, finished: 1 });
  });
});

describe("budget use", () => {
  it.each([
    [250, 1000, 25],
    [0, 1000, 0],
    [1500, 1000, 100],
    [10, 0, 0],
  ])("R$ %d of R$ %d is %d%%", (spent, budget, percent) => {
    expect(budgetSpentPercent(spent, budget)).toBe(percent);
  });
});
