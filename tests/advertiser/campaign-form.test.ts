import { describe, expect, it } from "vitest";

import { validateCampaignForm, type CampaignFormValues } from "@/lib/advertiser/campaign-form";

const TODAY = "2026-11-26";
const valid: CampaignFormValues = {
  name: "Natal no Centro",
  budget: "1.250,50",
  bid: "0,50",
  startDate: "2026-11-26",
  endDate: "2026-12-25",
};

describe("'Nova campanha' rules: dates, budget and CPC", () => {
  it("saves a valid form as reais and ISO dates", () => {
    expect(validateCampaignForm(valid, { today: TODAY })).toEqual({
      ok: true,
      draft: {
        name: "Natal no Centro",
        budget: 1250.5,
        bid: 0.5,
        startDate: "2026-11-26",
        endDate: "2026-12-25",
      },
    });
  });

  it.each([
    ["a blank name", { name: "  " }, { name: "nameRequired" }],
    ["a name of 81 characters", { name: "x".repeat(81) }, { name: "nameTooLong" }],
    ["no budget", { budget: "" }, { budget: "budgetRequired" }],
    ["a zero budget", { budget: "0" }, { budget: "budgetInvalid" }],
    ["a negative budget", { budget: "-10" }, { budget: "budgetInvalid" }],
    ["a budget that is not money", { budget: "mil" }, { budget: "budgetInvalid" }],
    ["a CPC under R$ 0,10", { bid: "0,05" }, { bid: "bidInvalid" }],
    ["a CPC over R$ 100,00", { bid: "100,01" }, { bid: "bidInvalid" }],
    ["a start yesterday", { startDate: "2026-11-25" }, { startDate: "startInPast" }],
    ["no start", { startDate: "" }, { startDate: "startRequired" }],
    ["no end", { endDate: "" }, { endDate: "endRequired" }],
    ["an end on the start day", { endDate: "2026-11-26" }, { endDate: "endBeforeStart" }],
    [
      "an end before the start",
      { startDate: "2026-12-01", endDate: "2026-11-30" },
      { endDate: "endBeforeStart" },
    ],
    ["an end in the past", { startDate: "2026-11-26", endDate: "2026-11-20" }, { endDate: "endInPast" }],
    [
      "a bad budget and bad dates at once",
      { budget: "0", startDate: "2026-11-01", endDate: "2026-10-01" },
      { budget: "budgetInvalid", startDate: "startInPast", endDate: "endInPast" },
    ],
  ])("refuses %s", (_label, change, errors) => {
    expect(validateCampaignForm({ ...valid, ...change }, { today: TODAY })).toEqual({ ok: false, errors });
  });

  it("an edit keeps a start already in the past (the campaign is running) but may not move it there", () => {
    const running = { ...valid, startDate: "2026-11-01" };
    expect(validateCampaignForm(running, { today: TODAY, savedStart: "2026-11-01" }).ok).toBe(true);
    expect(
      validateCampaignForm(
        { ...running, startDate: "2026-11-02" },
        { today: TODAY, savedStart: "2026-11-01" },
      ),
    ).toEqual({
      ok: false,
      errors: { startDate: "startInPast" },
    });
  });

  it("anything but a form of strings is refused, never thrown", () => {
    expect(validateCampaignForm(null, { today: TODAY }).ok).toBe(false);
    expect(validateCampaignForm({ ...valid, budget: 500 }, { today: TODAY }).ok).toBe(false);
  });
});
