import { describe, expect, it } from "vitest";

import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import { companyCoupons, couponSchema } from "@/fixtures/company-coupons";
import {
  companyCancelReasons,
  companyCancelReasonsSchema,
  companyProductViews,
  companyProductViewsSchema,
} from "@/fixtures/company-dashboard";
import { orders } from "@/fixtures/orders";
import { plans } from "@/fixtures/plans";
import { products } from "@/fixtures/products";
import { companyPlanFor } from "@/lib/company/plan";
import {
  getCompanyCouponsScreen,
  getCompanyDashboard,
  getCompanyOrderBoard,
  getCompanyProductsScreen,
} from "@/lib/data/companies";

const demoProducts = products.filter((product) => product.companyId === DEMO_COMPANY_ID);
const empresa = { type: "empresa" } as const;

describe("company fixtures parse and point at the demo company's records", () => {
  it("coupons parse with their schema, with unique ids and codes", () => {
    for (const coupon of companyCoupons)
      expect(couponSchema.safeParse(coupon).error?.issues ?? []).toEqual([]);
    expect(new Set(companyCoupons.map((coupon) => coupon.id)).size).toBe(companyCoupons.length);
    expect(new Set(companyCoupons.map((coupon) => coupon.code)).size).toBe(companyCoupons.length);
  });

  it("views cover exactly the demo company's products", () => {
    expect(companyProductViewsSchema.safeParse(companyProductViews).success).toBe(true);
    expect(Object.keys(companyProductViews).sort()).toEqual(demoProducts.map((product) => product.id).sort());
  });

  it("cancellation reasons belong to cancelled orders of the demo company", () => {
    expect(companyCancelReasonsSchema.safeParse(companyCancelReasons).success).toBe(true);
    for (const id of Object.keys(companyCancelReasons)) {
      expect(orders.find((order) => order.id === id)).toMatchObject({
        restaurantId: DEMO_COMPANY_ID,
        status: "cancelled",
      });
    }
  });
});

describe("company plan of a plan tier (spec 9)", () => {
  it.each([
    ["free", 10],
    ["basic", 50],
    ["premium", -1],
  ] as const)("%s -> %s products", (tier, maxProducts) => {
    expect(companyPlanFor(tier, plans)?.maxProducts).toBe(maxProducts);
  });
});

describe("company area data for the signed-in user (lib/data/companies)", () => {
  it("the dashboard's recent orders leave cancelled ones out; products carry views", () => {
    const dashboard = getCompanyDashboard(empresa);
    expect(dashboard.stats.todayOrders).toBeGreaterThan(0);
    expect(new Set(dashboard.orders.map((order) => order.status))).toEqual(
      new Set(["preparing", "ready", "delivered"]),
    );
    expect(dashboard.products.map((product) => product.views)).not.toContain(0);
  });

  it("the products screen shows the premium demo company's unlimited plan", () => {
    const screen = getCompanyProductsScreen(empresa);
    expect(screen.products).toHaveLength(demoProducts.length);
    expect(screen.productLimit).toBe(-1);
  });

  it("the board holds every status of the board, newest first, a cancelled order with its reason", () => {
    const board = getCompanyOrderBoard({ type: "entregador" });
    expect(new Set(board.map((order) => order.status))).toEqual(
      new Set(["preparing", "ready", "delivered", "cancelled"]),
    );
    const cancelled = board.find((order) => order.status === "cancelled");
    expect(cancelled?.cancelReason).toBe(companyCancelReasons[cancelled?.id ?? ""]);
    const days = board.map((order) => `${order.date} ${order.time}`);
    expect(days).toEqual([...days].sort().reverse());
  });

  it.each(["cliente", "anunciante", "admin"] as const)("a %s account reads no company's records", (type) => {
    expect(getCompanyOrderBoard({ type })).toEqual([]);
    expect(getCompanyProductsScreen({ type })).toEqual({ products: [], productLimit: null });
    expect(getCompanyCouponsScreen({ type })).toEqual({ companyId: null, coupons: [] });
    expect(getCompanyDashboard({ type }).orders).toEqual([]);
  });
});
