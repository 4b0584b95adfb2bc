import { describe, expect, it } from "vitest";
import { z } from "zod";

import { ads, campaigns } from "@/fixtures/advertiser";
import {
  ADVERTISER_PLAN_ID,
  advertiserAccount,
  advertiserInvoices,
  advertiserPaymentMethod,
} from "@/fixtures/advertiser-billing";
import {
  advertiserAccountSchema,
  advertiserInvoiceSchema,
  advertiserPaymentMethodSchema,
} from "@/lib/advertiser/types";
import { ADVERTISER_REPORT_AS_OF, advertiserDailyStats } from "@/fixtures/advertiser-daily";
import { advertiserDailyStatSchema } from "@/lib/advertiser/types";
import { plans } from "@/fixtures/plans";

const cents = (value: number) => Math.round(value * 100);

describe("advertiser sample data (fixtures/advertiser-billing.ts, fixtures/advertiser-daily.ts)", () => {
  it("matches its schemas", () => {
    expect(() => z.array(advertiserInvoiceSchema).parse(advertiserInvoices)).not.toThrow();
    expect(() => advertiserPaymentMethodSchema.parse(advertiserPaymentMethod)).not.toThrow();
    expect(() => advertiserAccountSchema.parse(advertiserAccount)).not.toThrow();
    expect(() => z.array(advertiserDailyStatSchema).parse(advertiserDailyStats)).not.toThrow();
  });

  it("the advertiser's plan is one of the product.md §9 advertiser plans", () => {
    expect(plans.find((plan) => plan.id === ADVERTISER_PLAN_ID)?.type).toBe("advertiser");
  });

  it("has one row per day, in order, none after the last day of data", () => {
    const dates = advertiserDailyStats.map((day) => day.date);
    expect([...new Set(dates)].sort()).toEqual(dates);
    expect(dates.at(-1)).toBe(ADVERTISER_REPORT_AS_OF);
  });

  it("the days add up to the campaigns: Festival de Inverno alone in June and July, all three overall", () => {
    const festival = campaigns.find((c) => c.name === "Festival de Inverno")!;
    const winter = advertiserDailyStats.filter((day) => day.date >= "2026-06-01" && day.date <= "2026-07-31");
    expect(winter.reduce((t, d) => t + d.impressions, 0)).toBe(festival.impressions);
    expect(winter.reduce((t, d) => t + d.clicks, 0)).toBe(festival.clicks);
    expect(winter.reduce((t, d) => t + cents(d.spent), 0)).toBe(cents(festival.spent));
    const total = (pick: (c: (typeof campaigns)[number]) => number) =>
      campaigns.reduce((t, c) => t + pick(c), 0);
    expect(advertiserDailyStats.reduce((t, d) => t + d.impressions, 0)).toBe(total((c) => c.impressions));
    expect(advertiserDailyStats.reduce((t, d) => t + d.clicks, 0)).toBe(total((c) => c.clicks));
    expect(advertiserDailyStats.reduce((t, d) => t + cents(d.spent), 0)).toBe(total((c) => cents(c.spent)));
  });

  it("each invoice is R$ 99,90 of the Empresarial plan plus the media spent in its month", () => {
    for (const invoice of advertiserInvoices) {
      const media = advertiserDailyStats
        .filter((day) => day.date.startsWith(invoice.period))
        .reduce((t, day) => t + cents(day.spent), 0);
      expect(cents(invoice.amount)).toBe(9990 + media);
    }
    expect(new Set(advertiserInvoices.map((invoice) => invoice.status))).toEqual(
      new Set(["paid", "pending", "overdue"]),
    );
  });

  it("ads point at existing campaigns and show local images", () => {
    for (const ad of ads) {
      expect(campaigns.map((c) => c.id)).toContain(ad.campaignId);
      expect(ad.image).toMatch(/^\/images\/ads\//);
    }
  });
});
