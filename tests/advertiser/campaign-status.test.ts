import { describe, expect, it } from "vitest";

import type { Campaign } from "@/lib/advertiser/types";
import {
  campaignFilterCounts,
  filterCampaigns,
  nextCampaignStatus,
  withStatusOverrides,
  type CampaignFilter,
} from "@/lib/advertiser/campaign-status";

const campaign = (id: string, status: Campaign["status"]) => ({ id, name: `Campanha ${id}`, status });
const sample = [
  campaign("a", "active"),
  campaign("p", "paused"),
  campaign("f", "finished"),
  campaign("b", "active"),
];

describe("pause/activate (product.md §4: pauses an active campaign and activates any other)", () => {
  it.each([
    ["active", "paused"],
    ["paused", "active"],
    ["finished", "active"],
    ["rascunho", "active"],
  ])("%s becomes %s", (status, next) => {
    expect(nextCampaignStatus(status)).toBe(next);
  });
});

describe("campaigns as left this session", () => {
  it.each([
    ["no change keeps the sample statuses", {}, ["active", "paused", "finished", "active"]],
    ["a paused campaign shows Pausada", { a: "paused" }, ["paused", "paused", "finished", "active"]],
    ["an activated finished campaign shows Ativa", { f: "active" }, ["active", "paused", "active", "active"]],
    ["an unknown id changes nothing", { z: "paused" }, ["active", "paused", "finished", "active"]],
  ] as const)("%s", (_name, overrides, statuses) => {
    expect(withStatusOverrides(sample, overrides).map((c) => c.status)).toEqual(statuses);
  });

  it("keeps the same object for a campaign that did not change", () => {
    const [first] = withStatusOverrides(sample, { p: "active" });
    expect(first).toBe(sample[0]);
  });
});

describe("status filter (Todas, Ativas, Pausadas, Finalizadas)", () => {
  it.each([
    ["all", ["a", "p", "f", "b"]],
    ["active", ["a", "b"]],
    ["paused", ["p"]],
    ["finished", ["f"]],
  ] as [CampaignFilter, string[]][])("%s shows %j in their order", (filter, ids) => {
    expect(filterCampaigns(sample, filter).map((c) => c.id)).toEqual(ids);
  });

  it("a campaign with an unknown status (Desconhecida) only shows under Todas", () => {
    const odd = [{ id: "x", status: "rascunho" }];
    expect(campaignFilterCounts(odd)).toEqual({ all: 1, active: 0, paused: 0, finished: 0 });
  });

  it.each([
    ["sample statuses", {}, { all: 4, active: 2, paused: 1, finished: 1 }],
    ["after pausing one", { a: "paused" }, { all: 4, active: 1, paused: 2, finished: 1 }],
    ["after activating the finished one", { f: "active" }, { all: 4, active: 3, paused: 1, finished: 0 }],
  ] as const)("counts follow the session: %s", (_name, overrides, counts) => {
    expect(campaignFilterCounts(withStatusOverrides(sample, overrides))).toEqual(counts);
  });
});
