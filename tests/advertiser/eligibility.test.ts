import { describe, expect, it } from "vitest";

import { isAdEligible } from "@/lib/advertiser/eligibility";
import type { CampaignStatus } from "@/lib/advertiser/types";

const TODAY = "2026-11-26";
const running = {
  status: "active" as CampaignStatus,
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  budget: 100,
  spent: 40,
};

// The same rule as public.anuncios_elegiveis (tests/backend/sql-campanhas.ts holds the SQL to it).
describe("an ad shows on the home (eligibility)", () => {
  it.each([
    ["an active ad of a running campaign", "active", running, true],
    ["a paused ad", "paused", running, false],
    ["an ad of a paused campaign", "active", { ...running, status: "paused" }, false],
    ["an ad of a finished campaign", "active", { ...running, status: "finished" }, false],
    ["on the campaign's first day", "active", { ...running, startDate: TODAY }, true],
    ["on the campaign's last day", "active", { ...running, endDate: TODAY }, true],
    ["before the campaign starts", "active", { ...running, startDate: "2026-11-27" }, false],
    ["after the campaign ended", "active", { ...running, endDate: "2026-11-25" }, false],
    ["with a centavo of budget left", "active", { ...running, spent: 99.99 }, true],
    ["once the budget is spent", "active", { ...running, spent: 100 }, false],
  ] as const)("%s: %s", (_label, adStatus, campaign, eligible) => {
    expect(isAdEligible({ status: adStatus }, campaign, TODAY)).toBe(eligible);
  });
});
