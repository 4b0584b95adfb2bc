import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  CATEGORY_IDS,
  DEMO_COMPANY_ID,
  DEMO_CUSTOMER_ID,
  adminUsers,
  ads,
  campaigns,
  companies,
  couponBanners,
  customers,
  defaultTheme,
  favorites,
  marketplaceCoupons,
  orders,
  plans,
  products,
  uiCategories,
} from "@/fixtures";
import { customModeratorPermissions } from "@/fixtures/admin";
import { companyCoupons } from "@/fixtures/company-coupons";
import { adminUserSchema, planSchema, themeSchema } from "@/lib/admin/types";
import { permissionPreset } from "@/lib/admin/permission-presets";
import { companySchema, productSchema, uiCategorySchema, weekdays } from "@/lib/catalog/types";
import { couponSchema } from "@/lib/company/types";
import { couponBannerSchema } from "@/lib/marketing/types";
import { localDateTime, toHistoryEntry } from "@/lib/orders/derive";
import { orderStatusSchema, paymentChoiceSchema, type Order } from "@/lib/orders/types";

// The sample data the seed is written from (supabase/catalogue-seed.ts, supabase/orders-seed.ts): it must
// parse, point at itself and meet the database's own checks, or the seed fails to load.

const ids = (list: { id: string }[]) => new Set(list.map((entry) => entry.id));
const companyIds = ids(companies);
const productsById = new Map(products.map((product) => [product.id, product]));
const addresses = customers.flatMap((customer) => customer.addresses);
// the 26 states and the Federal District (migration *_enderecos.sql)
const UFS = "AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" ");

describe("every fixture parses with its schema", () => {
  it.each<[string, z.ZodType, unknown]>([
    ["uiCategories", z.array(uiCategorySchema), uiCategories],
    ["companies", z.array(companySchema), companies],
    ["products", z.array(productSchema), products],
    ["companyCoupons", z.array(couponSchema), companyCoupons],
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
    ["addresses", addresses],
    ["orders", orders],
    ["companyCoupons", companyCoupons],
    ["marketplaceCoupons", marketplaceCoupons],
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
    ...ads.flatMap((ad) => (ad.image ? [ad.image] : [])),
    ...adminUsers.flatMap((admin) => (admin.avatar ? [admin.avatar] : [])),
    defaultTheme.logo,
    defaultTheme.favicon,
  ];
  it.each([...new Set(images)])("%s", (image) => {
    expect(existsSync(join(process.cwd(), "public", image))).toBe(true);
  });

  // an SVG in an <img> is a document the browser builds on the page's main thread (scripts/images/svg.mjs)
  it("the catalogue's pictures are WebP files, never SVG documents", () => {
    const pictures = readdirSync(join(process.cwd(), "public", "images"), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(pictures.length).toBeGreaterThan(100);
    expect(pictures.filter((name) => !name.endsWith(".webp"))).toEqual([]);
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

  it("each order is a sample customer's, at an existing company, of that company's products, 1 to 99 each, once", () => {
    const customerIds = ids(customers);
    for (const order of orders) {
      expect(customerIds, order.id).toContain(order.customerId);
      expect(companyIds, order.id).toContain(order.companyId);
      expect(order.items.length, order.id).toBeGreaterThan(0);
      expect(new Set(order.items.map((item) => item.productId)).size, order.id).toBe(order.items.length);
      for (const item of order.items) {
        expect(productsById.get(item.productId)?.companyId, item.productId).toBe(order.companyId);
        expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= 99).toBe(true);
      }
      expect(order.notes.length, order.id).toBeLessThanOrEqual(500);
    }
  });

  it("each customer has a phone, at most 10 addresses the database accepts, and one default among them", () => {
    for (const customer of customers) {
      expect(customer.phone.replace(/\D/g, "").length, customer.name).toBeGreaterThanOrEqual(8);
      expect(customer.addresses.length, customer.name).toBeLessThanOrEqual(10);
      expect(
        customer.addresses.filter((a) => a.isDefault),
        customer.name,
      ).toHaveLength(1);
      for (const address of customer.addresses) {
        expect(UFS, address.id).toContain(address.state);
        expect(address.zipCode, address.id).toMatch(/^[0-9]{5}-[0-9]{3}$/);
        expect(address.label.trim().length, address.id).toBeGreaterThan(0);
      }
    }
    expect(customers.find((c) => c.id === DEMO_CUSTOMER_ID)?.addresses.map((a) => a.label)).toEqual([
      "Casa",
      "Trabalho",
    ]);
  });

  it("each home banner's code is a marketplace coupon, and every marketplace coupon meets the coupon rules", () => {
    for (const banner of couponBanners) {
      // a banner is its marketplace coupon's (public.cupons_destaque.cupom_id)
      const coupon = marketplaceCoupons.find((entry) => entry.id === banner.id);
      expect(coupon?.code, banner.title).toBe(banner.code);
    }
    for (const coupon of marketplaceCoupons) {
      expect(coupon.code).toMatch(/^[A-Z0-9]{4,20}$/);
      expect(
        coupon.discountType === "freeDelivery" ? coupon.discountValue === 0 : coupon.discountValue > 0,
      ).toBe(true);
      expect(coupon.endsAt > coupon.startsAt, coupon.code).toBe(true);
      for (const day of coupon.weekdays ?? []) expect(day >= 1 && day <= 7, coupon.code).toBe(true);
    }
  });

  it("favourites are one product or one store of the catalogue each, never twice", () => {
    const targets = favorites.map((favorite) => favorite.produtoId ?? favorite.lojaId);
    expect(new Set(targets).size).toBe(targets.length);
    for (const favorite of favorites) {
      if (favorite.produtoId) expect(productsById.has(favorite.produtoId)).toBe(true);
      else expect(companyIds).toContain(favorite.lojaId);
    }
  });

  it("ads belong to campaigns", () => {
    const campaignIds = ids(campaigns);
    for (const ad of ads) expect(campaignIds).toContain(ad.campaignId);
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

  it("has orders in every status, both kinds and every payment, the demo customer's the most, several for the demo company", () => {
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(orderStatusSchema.options));
    expect(new Set(orders.map((o) => o.deliveryType))).toEqual(new Set(["delivery", "pickup"]));
    expect(new Set(orders.map((o) => o.payment))).toEqual(new Set(paymentChoiceSchema.options));
    const countOf = (customerId: string) => orders.filter((o) => o.customerId === customerId).length;
    for (const other of customers.filter((c) => c.id !== DEMO_CUSTOMER_ID))
      expect(countOf(other.id), other.name).toBeLessThan(countOf(DEMO_CUSTOMER_ID));
    expect(orders.filter((o) => o.companyId === DEMO_COMPANY_ID).length).toBeGreaterThanOrEqual(3);
    expect(orders.filter((o) => o.status === "cancelled").every((o) => o.cancelReason?.trim())).toBe(true);
    expect(orders.filter((o) => o.status !== "cancelled").every((o) => o.cancelReason === undefined)).toBe(
      true,
    );
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

  it("has the default theme colours of product.md §9, the primary darkened to #1565C0 for AA", () => {
    expect(defaultTheme).toMatchObject({
      primaryColor: "#1565C0",
      secondaryColor: "#E3F2FD",
      accentColor: "#0D47A1",
      backgroundColor: "#FFFFFF",
      textColor: "#1F2937",
      headerStyle: "solid",
      borderRadius: "0.75rem",
    });
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
    const sample = orders.find((o) => o.items.some((item) => item.quantity > 1))!;
    const items = sample.items.map((item) => {
      const product = productsById.get(item.productId)!;
      return { productId: item.productId, name: product.name, quantity: item.quantity, price: product.price };
    });
    const order = { id: sample.id, status: sample.status, orderTime: sample.orderTime, total: 10, items };
    const entry = toHistoryEntry({ ...order, companyName: "Loja" } as Order, "/icon.svg");
    expect(entry).toMatchObject({ id: sample.id, status: sample.status, total: 10, company: "Loja" });
    expect(entry.companyLogo).toBe("/icon.svg");
    expect(entry.items).toBe(sample.items.reduce((sum, item) => sum + item.quantity, 0));
    expect(entry.items).toBeGreaterThan(sample.items.length);
  });
});
