import { existsSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  CATEGORY_IDS,
  DEMO_COMPANY_ID,
  DEMO_CUSTOMER_ID,
  adminUsers,
  ads,
  advertiserMetrics,
  campaigns,
  companies,
  companyStats,
  couponBanners,
  customers,
  defaultTheme,
  favorites,
  orders,
  paymentMethods,
  plans,
  products,
  savedAddresses,
  uiCategories,
} from "@/fixtures";
import { adminUserSchema, planSchema, themeSchema } from "@/lib/admin/types";
import { adSchema, advertiserMetricsSchema, campaignSchema } from "@/lib/advertiser/types";
import { companySchema, productSchema, uiCategorySchema, weekdays } from "@/lib/catalog/types";
import { companyStatsSchema } from "@/lib/company/types";
import {
  customerSchema,
  favoriteRestaurantSchema,
  paymentMethodSchema,
  savedAddressSchema,
} from "@/lib/customers/types";
import { couponBannerSchema } from "@/lib/marketing/types";
import { companyOrderSchema, customerOrderSchema, historyEntrySchema, orderSchema } from "@/lib/orders/types";
import { customModeratorPermissions } from "@/fixtures/admin";
import { getCompanyOrders, getCustomerOrders, getOrderHistory } from "@/lib/data/orders";
import { localDateTime, toHistoryEntry } from "@/lib/orders/derive";
import { permissionPreset } from "@/lib/admin/permission-presets";

// The views the dashboards and the history derive from the sample orders (lib/data/orders.ts).
const orderHistory = getOrderHistory(DEMO_CUSTOMER_ID);
const customerOrders = getCustomerOrders(DEMO_CUSTOMER_ID);
const companyOrders = getCompanyOrders(DEMO_COMPANY_ID);

const cents = (value: number) => Math.round(value * 100);
const ids = (list: { id: string }[]) => new Set(list.map((entry) => entry.id));
const companyIds = ids(companies);
const productsById = new Map(products.map((product) => [product.id, product]));
const ordersById = new Map(orders.map((order) => [order.id, order]));

describe("every fixture parses with its schema", () => {
  it.each<[string, z.ZodType, unknown]>([
    ["uiCategories", z.array(uiCategorySchema), uiCategories],
    ["companies", z.array(companySchema), companies],
    ["products", z.array(productSchema), products],
    ["customers", z.array(customerSchema), customers],
    ["savedAddresses", z.array(savedAddressSchema), savedAddresses],
    ["paymentMethods", z.array(paymentMethodSchema), paymentMethods],
    ["orders", z.array(orderSchema), orders],
    ["orderHistory", z.array(historyEntrySchema), orderHistory],
    ["customerOrders", z.array(customerOrderSchema), customerOrders],
    ["companyOrders", z.array(companyOrderSchema), companyOrders],
    ["favorites", z.array(favoriteRestaurantSchema), favorites],
    ["companyStats", companyStatsSchema, companyStats],
    ["campaigns", z.array(campaignSchema), campaigns],
    ["ads", z.array(adSchema), ads],
    ["advertiserMetrics", advertiserMetricsSchema, advertiserMetrics],
    ["adminUsers", z.array(adminUserSchema), adminUsers],
    ["plans", z.array(planSchema), plans],
    ["couponBanners", z.array(couponBannerSchema), couponBanners],
    ["defaultTheme", themeSchema, defaultTheme],
  ])("%s", (_name, schema, data) => {
    expect(schema.safeParse(data).error?.issues ?? []).toEqual([]);
  });
});

describe("ids are unique within each collection", () => {
  it.each<[string, { id: string }[]]>([
    ["uiCategories", uiCategories],
    ["companies", companies],
    ["products", products],
    ["customers", customers],
    ["savedAddresses", savedAddresses],
    ["paymentMethods", paymentMethods],
    ["orders", orders],
    ["orderHistory", orderHistory],
    ["customerOrders", customerOrders],
    ["companyOrders", companyOrders],
    ["favorites", favorites],
    ["campaigns", campaigns],
    ["ads", ads],
    ["adminUsers", adminUsers],
    ["plans", plans],
    ["couponBanners", couponBanners],
  ])("%s", (_name, list) => {
    expect(ids(list).size).toBe(list.length);
  });
});

describe("every image is a file under public/", () => {
  const images = [
    ...companies.flatMap((company) => [company.logo, company.coverImage]),
    ...products.map((product) => product.image),
    ...orderHistory.map((entry) => entry.companyLogo),
    ...favorites.map((favorite) => favorite.image),
    ...ads.map((ad) => ad.image),
    ...adminUsers.flatMap((admin) => (admin.avatar ? [admin.avatar] : [])),
    defaultTheme.logo,
    defaultTheme.favicon,
  ];
  it.each([...new Set(images)])("%s", (image) => {
    expect(existsSync(join(process.cwd(), "public", image))).toBe(true);
  });
});

describe("cross-references between fixtures hold", () => {
  it("each product belongs to an existing company and a UI category", () => {
    const categoryIds = ids(uiCategories);
    for (const product of products) {
      expect(companyIds, product.name).toContain(product.companyId);
      expect(categoryIds, product.name).toContain(product.categoryId);
    }
  });

  it("each UI category counts its products", () => {
    for (const category of uiCategories) {
      expect(category.count, category.name).toBe(products.filter((p) => p.categoryId === category.id).length);
    }
  });

  it("each order references an existing customer and company, with that company's products and prices", () => {
    const customerIds = ids(customers);
    for (const order of orders) {
      expect(customerIds).toContain(order.customerId);
      expect(companyIds).toContain(order.restaurantId);
      for (const item of order.items) {
        const product = productsById.get(item.productId);
        expect(product?.companyId, item.name).toBe(order.restaurantId);
        expect(item.price, item.name).toBe(product?.price);
        expect(item.name).toBe(product?.name);
      }
    }
  });

  it("each order total is its items plus the delivery fee", () => {
    for (const order of orders) {
      const items = order.items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0);
      expect(cents(order.total), order.id).toBe(items + cents(order.deliveryFee));
    }
  });

  it("history entries, customer orders and company orders are real orders with the same status and total", () => {
    for (const view of [...orderHistory, ...customerOrders, ...companyOrders]) {
      const order = ordersById.get(view.id);
      expect(order, view.id).toBeDefined();
      expect(view.status).toBe(order?.status);
      expect(view.total).toBe(order?.total);
    }
    expect(orderHistory.every((entry) => ordersById.get(entry.id)?.customerId === DEMO_CUSTOMER_ID)).toBe(
      true,
    );
    expect(orderHistory).toHaveLength(orders.filter((order) => order.customerId === DEMO_CUSTOMER_ID).length);
    expect(companyOrders.every((order) => ordersById.get(order.id)?.restaurantId === DEMO_COMPANY_ID)).toBe(
      true,
    );
    expect(new Set(customerOrders.map((order) => order.status))).toEqual(
      new Set(["delivered", "preparing", "on_way"]),
    );
    expect(new Set(companyOrders.map((order) => order.status))).toEqual(
      new Set(["preparing", "ready", "delivered"]),
    );
  });

  it("favourites are companies", () => {
    for (const favorite of favorites) expect(companyIds).toContain(favorite.id);
  });

  it("ads belong to campaigns; addresses and payment methods to customers, one default each", () => {
    const campaignIds = ids(campaigns);
    for (const ad of ads) expect(campaignIds).toContain(ad.campaignId);
    const customerIds = ids(customers);
    for (const list of [savedAddresses, paymentMethods]) {
      for (const entry of list) expect(customerIds).toContain(entry.customerId);
      expect(list.filter((entry) => entry.customerId === DEMO_CUSTOMER_ID && entry.isDefault)).toHaveLength(
        1,
      );
    }
  });
});

describe("the sample data covers what the spec needs", () => {
  const listed = companies.filter(
    (company) => company.status === "active" && company.approval === "approved",
  );

  it("has the six categories with the shared ids, icons and slugs, one inactive (product.md §3)", () => {
    expect(uiCategories.map((c) => [c.id, c.name, c.icon, c.slug])).toEqual([
      [CATEGORY_IDS.restaurantes, "Restaurantes", "utensils", "restaurantes"],
      [CATEGORY_IDS.lanches, "Lanches", "sandwich", "lanches"],
      [CATEGORY_IDS.pizzaria, "Pizzaria", "pizza", "pizzaria"],
      [CATEGORY_IDS.mercado, "Mercado", "shopping-basket", "mercado"],
      [CATEGORY_IDS.farmacia, "Farmácia", "pill", "farmacia"],
      [CATEGORY_IDS.bebidas, "Bebidas", "cup-soda", "bebidas"],
    ]);
    expect(uiCategories.filter((c) => c.status === "inactive")).toHaveLength(1);
    expect(uiCategories.some((c) => c.featured)).toBe(true);
  });

  it("has at least 10 companies over every service type and plan, with every approval state", () => {
    expect(companies.length).toBeGreaterThanOrEqual(10);
    expect(new Set(companies.map((c) => c.serviceType))).toEqual(
      new Set(["restaurant", "market", "pharmacy"]),
    );
    expect(new Set(listed.map((c) => c.plan))).toEqual(new Set(["free", "basic", "premium"]));
    expect(new Set(companies.map((c) => c.approval))).toEqual(new Set(["approved", "pending", "rejected"]));
    expect(companies.some((c) => c.status === "inactive" && c.approval === "approved")).toBe(true);
    // Pending and rejected companies must stay out of search (product.md §5 filters on status active).
    expect(companies.filter((c) => c.approval !== "approved").every((c) => c.status === "inactive")).toBe(
      true,
    );
    expect(companies.find((c) => c.id === DEMO_COMPANY_ID)?.name).toBe("Padaria Pão Quente");
  });

  it("has a company closed on week-ends, one with a missing day, a 24-hour one and free delivery (product.md §4)", () => {
    const hours = companies.map((c) => c.openingHours);
    expect(hours.some((h) => h.saturday?.closed && h.sunday?.closed)).toBe(true);
    expect(hours.some((h) => weekdays.some((day) => !(day in h)))).toBe(true);
    expect(
      hours.some((h) => weekdays.every((day) => h[day]?.open === "00:00" && h[day]?.close === "23:59")),
    ).toBe(true);
    expect(listed.some((c) => c.deliveryFee === 0)).toBe(true);
    for (const c of listed) expect(c.rating).toBeGreaterThanOrEqual(3.8);
  });

  it("has at least 48 products, four or more per listed company, some unavailable and 8+ featured", () => {
    expect(products.length).toBeGreaterThanOrEqual(48);
    for (const c of listed)
      expect(products.filter((p) => p.companyId === c.id).length, c.name).toBeGreaterThanOrEqual(4);
    expect(products.some((p) => !p.available)).toBe(true);
    const showcase = products.filter((p) => p.featured && p.available);
    expect(showcase.length).toBeGreaterThanOrEqual(8);
    expect(new Set(showcase.map((p) => p.companyId)).size).toBeGreaterThanOrEqual(6);
  });

  it("has orders in every status, mostly the demo customer's, several for the demo company", () => {
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(orderSchema.shape.status.options));
    expect(orders.filter((o) => o.customerId === DEMO_CUSTOMER_ID).length * 2).toBeGreaterThan(orders.length);
    expect(orders.filter((o) => o.restaurantId === DEMO_COMPANY_ID).length).toBeGreaterThanOrEqual(3);
    expect(customers.find((c) => c.id === DEMO_CUSTOMER_ID)).toMatchObject({
      name: "Ana Souza",
      email: "cliente@vitrine.example",
    });
  });

  it("has exactly the plans of product.md §9", () => {
    const summary = plans.map((p) => [
      p.type,
      p.name,
      p.price,
      p.maxProducts,
      p.maxImages,
      p.maxAds,
      p.maxImpressions,
      p.priority,
    ]);
    expect(summary).toEqual([
      ["company", "Gratuito", 0, 10, 20, undefined, undefined, 1],
      ["company", "Básico", 29.9, 50, 100, undefined, undefined, 2],
      ["company", "Premium", 79.9, -1, -1, undefined, undefined, 3],
      ["advertiser", "Anúncio Básico", 19.9, 0, 5, 5, 1000, 1],
      ["advertiser", "Premium", 49.9, 0, 15, 15, 5000, 2],
      ["advertiser", "Empresarial", 99.9, 0, -1, -1, -1, 3],
    ]);
    expect(new Set(plans.map((p) => p.support))).toEqual(new Set(["basic", "priority", "premium"]));
  });

  it("has the default theme colours of product.md §9", () => {
    expect(defaultTheme).toMatchObject({
      primaryColor: "#1E88E5",
      secondaryColor: "#E3F2FD",
      accentColor: "#0D47A1",
      backgroundColor: "#FFFFFF",
      textColor: "#1F2937",
      headerStyle: "solid",
      borderRadius: "0.75rem",
    });
  });

  it("has campaigns in every state whose ctr and totals add up", () => {
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set(["active", "paused", "finished"]));
    for (const c of campaigns) expect(c.ctr).toBeCloseTo((c.clicks / c.impressions) * 100, 2);
    const sum = (pick: (c: (typeof campaigns)[number]) => number) =>
      campaigns.reduce((t, c) => t + pick(c), 0);
    expect(advertiserMetrics.impressions).toBe(sum((c) => c.impressions));
    expect(advertiserMetrics.clicks).toBe(sum((c) => c.clicks));
    expect(cents(advertiserMetrics.spent)).toBe(sum((c) => cents(c.spent)));
  });

  it("has administrators of every role with the product.md §5 presets, plus the product.md §6 moderator", () => {
    expect(new Set(adminUsers.map((a) => a.role))).toEqual(new Set(["moderator", "admin", "superadmin"]));
    const custom = adminUsers.filter((a) => a.permissions === customModeratorPermissions);
    expect(custom).toHaveLength(1);
    expect(custom[0]?.role).toBe("moderator");
    for (const admin of adminUsers.filter((a) => a.permissions !== customModeratorPermissions)) {
      expect(admin.permissions, admin.name).toEqual(permissionPreset(admin.role));
    }
  });

  it("the product.md §6 moderator approves companies and moderates users but deletes nothing and only views settings", () => {
    const p = customModeratorPermissions;
    expect([p.companies.approve, p.users.moderate]).toEqual([true, true]);
    expect([p.companies.create, p.companies.delete, p.users.delete, p.categories.delete]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([p.layout, p.settings]).toEqual([
      { view: true, edit: false },
      { view: true, edit: false },
    ]);
    expect(p.plans).toEqual({ view: true, create: false, edit: false, delete: false });
  });
});

describe("order views are derived in Brazil's time zone", () => {
  it.each([
    ["2026-11-21T20:55:00-03:00", "2026-11-21", "20:55"],
    ["2026-11-22T02:30:00Z", "2026-11-21", "23:30"],
    ["2026-01-01T00:05:00-03:00", "2026-01-01", "00:05"],
  ])("%s -> %s %s", (iso, date, time) => {
    expect(localDateTime(iso)).toEqual({ date, time });
  });

  it("a history entry counts item units and shows the company", () => {
    const order = orders.find((o) => o.items.some((item) => item.quantity > 1))!;
    const entry = toHistoryEntry(order, { name: "Loja", logo: "/icon.svg" });
    expect(entry).toMatchObject({
      id: order.id,
      status: order.status,
      total: order.total,
      company: "Loja",
      companyLogo: "/icon.svg",
    });
    expect(entry.items).toBe(order.items.reduce((sum, item) => sum + item.quantity, 0));
    expect(entry.items).toBeGreaterThan(order.items.length);
  });
});
