import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { companyApplications } from "@/fixtures/admin-companies";
import { companies, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { customers, DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders, SAMPLE_NOW } from "@/fixtures/orders";
import { canTransition } from "@/lib/orders/transitions";
import {
  CATALOGUE_BEGIN,
  CATALOGUE_END,
  catalogueRows,
  catalogueSql,
  RawSql,
  sqlLiteral,
  withCatalogue,
  withSection,
} from "@/supabase/catalogue-seed";
import { ORDERS_BEGIN, ORDERS_END, ordersSql, statusPath } from "@/supabase/orders-seed";
import {
  COUPON_BANNERS_BEGIN,
  COUPON_BANNERS_END,
  couponBannersSql,
  withCouponBanners,
} from "@/supabase/coupon-banners-seed";
import { ADVERTISER_BEGIN, ADVERTISER_END, advertiserSql } from "@/supabase/advertiser-seed";
import { adDays, ads as advertiserAds, campaigns as advertiserCampaigns } from "@/fixtures/advertiser";

const seed = readFileSync(join(__dirname, "..", "..", "supabase", "seed.sql"), "utf8");

describe("the catalogue section of supabase/seed.sql (stores, products and coupons of fixtures/)", () => {
  it("holds exactly today's fixtures (else: npx tsx scripts/seed-catalogue.ts)", () => {
    const start = seed.indexOf(CATALOGUE_BEGIN);
    const end = seed.indexOf(CATALOGUE_END);
    expect(start).toBeGreaterThan(0);
    expect(seed.slice(start, end + CATALOGUE_END.length)).toBe(catalogueSql());
    expect(seed.lastIndexOf(CATALOGUE_BEGIN)).toBe(start);
  });

  it("comes after the demo accounts and categories it points at, and rewriting it changes nothing", () => {
    expect(seed.indexOf(CATALOGUE_BEGIN)).toBeGreaterThan(seed.indexOf("update public.perfis p"));
    expect(withCatalogue(seed)).toBe(seed);
  });

  it("makes every storefront company and every admin application a store, each id once", () => {
    const ids = catalogueRows().lojas.map((loja) => loja.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...companies, ...companyApplications].map((company) => company.id));
  });

  it("writes values as SQL literals: quotes doubled, numbers and booleans bare, objects as jsonb", () => {
    expect(sqlLiteral("Pão d'Ávila")).toBe("'Pão d''Ávila'");
    expect(sqlLiteral(null)).toBe("null");
    expect(sqlLiteral(4.99)).toBe("4.99");
    expect(sqlLiteral(false)).toBe("false");
    expect(sqlLiteral({ monday: { note: "it's" } })).toBe(`'{"monday":{"note":"it''s"}}'::jsonb`);
  });

  it("appends the section to a seed that has none yet", () => {
    expect(withCatalogue("-- seed\n")).toBe(`-- seed\n\n${catalogueSql()}\n`);
  });

  it("writes arrays of numbers as arrays and raw expressions as they are", () => {
    expect(sqlLiteral([6, 7])).toBe("array[6, 7]");
    expect(sqlLiteral(new RawSql("now() - interval '5 minutes'"))).toBe("now() - interval '5 minutes'");
  });
});

describe("the orders section of supabase/seed.sql (the demo's shoppers, addresses, coupons and orders)", () => {
  it("holds exactly today's fixtures (else: npx tsx scripts/seed-catalogue.ts)", () => {
    const start = seed.indexOf(ORDERS_BEGIN);
    const end = seed.indexOf(ORDERS_END);
    expect(start).toBeGreaterThan(0);
    expect(seed.slice(start, end + ORDERS_END.length)).toBe(ordersSql());
    expect(seed.lastIndexOf(ORDERS_BEGIN)).toBe(start);
  });

  it("comes after the catalogue it points at, and rewriting both sections changes nothing", () => {
    expect(seed.indexOf(ORDERS_BEGIN)).toBeGreaterThan(seed.indexOf(CATALOGUE_END));
    expect(withSection(withCatalogue(seed), ORDERS_BEGIN, ORDERS_END, ordersSql())).toBe(seed);
    expect(withSection("-- seed\n", ORDERS_BEGIN, ORDERS_END, "x")).toBe("-- seed\n\nx\n");
  });

  it("places every sample order before the sample's now, so the seed writes them all in the past", () => {
    for (const order of orders) {
      expect(Date.parse(order.orderTime), order.id).toBeLessThan(Date.parse(SAMPLE_NOW));
    }
  });

  it("walks every sample order to its status by moves the transition table allows", () => {
    for (const order of orders) {
      const path = statusPath(order);
      expect(path[0], order.id).toBe("confirmed");
      expect(path.at(-1), order.id).toBe(order.status);
      for (const [index, to] of path.slice(1).entries()) {
        const from = path[index]!;
        const allowed = (["store", "courier"] as const).some((role) =>
          canTransition(from, to, role, order.deliveryType),
        );
        expect(allowed, `${order.id} ${from}>${to}`).toBe(true);
      }
    }
  });

  it("gives each order a customer with the default address it is delivered to, and the demo its accounts' orders", () => {
    for (const order of orders) {
      const buyer = customers.find((c) => c.id === order.customerId);
      expect(buyer, order.id).toBeDefined();
      expect(
        buyer!.addresses.filter((a) => a.isDefault),
        buyer!.name,
      ).toHaveLength(1);
    }
    expect(orders.filter((o) => o.customerId === DEMO_CUSTOMER_ID)).toHaveLength(9);
    expect(orders.filter((o) => o.companyId === DEMO_COMPANY_ID).length).toBeGreaterThanOrEqual(3);
  });
});

describe("the advertiser section of supabase/seed.sql (fixtures/advertiser.ts)", () => {
  it("holds exactly today's fixtures (else: npx tsx scripts/seed-catalogue.ts), after the accounts it points at", () => {
    const start = seed.indexOf(ADVERTISER_BEGIN);
    const end = seed.indexOf(ADVERTISER_END);
    expect(start).toBeGreaterThan(seed.indexOf("update public.perfis p"));
    expect(seed.slice(start, end + ADVERTISER_END.length)).toBe(advertiserSql());
    expect(withSection(seed, ADVERTISER_BEGIN, ADVERTISER_END, advertiserSql())).toBe(seed);
  });

  it("writes dates relative to the day the seed runs, so the running campaign is always running", () => {
    expect(advertiserSql()).toContain("private.dia_sp(now()) - 21, private.dia_sp(now()) + 8");
  });

  it("charges clicks at the campaign's CPC and never past its budget", () => {
    for (const campaign of advertiserCampaigns) {
      const rows = adDays().filter(
        (row) => advertiserAds.find((ad) => ad.id === row.adId)?.campaignId === campaign.id,
      );
      const spent = rows.reduce((t, row) => t + Math.round(row.spent * 100), 0);
      const clicks = rows.reduce((t, row) => t + row.clicks, 0);
      expect(spent).toBeLessThanOrEqual(Math.round(campaign.budget * 100));
      expect(spent).toBe(
        Math.min(clicks * Math.round(campaign.cpc * 100), Math.round(campaign.budget * 100)),
      );
    }
  });
});

describe("the coupon banners section of supabase/seed.sql (the home's 'Cupons de desconto')", () => {
  it("holds exactly today's fixtures, after the orders section that seeds their coupons", () => {
    const start = seed.indexOf(COUPON_BANNERS_BEGIN);
    expect(start).toBeGreaterThan(seed.indexOf(ORDERS_END));
    expect(seed.slice(start, seed.indexOf(COUPON_BANNERS_END) + COUPON_BANNERS_END.length)).toBe(
      couponBannersSql(),
    );
    expect(withCouponBanners(seed)).toBe(seed);
  });
});
