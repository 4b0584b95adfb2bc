import { beforeEach, describe, expect, it, vi } from "vitest";

import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import { companyCoupons } from "@/fixtures/company-coupons";
import { couponSchema } from "@/lib/company/types";
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
import { getCompanyDashboard, getCompanyOrderBoard, getCompanyProductsScreen } from "@/lib/data/companies";

const demoProducts = products.filter((product) => product.companyId === DEMO_COMPANY_ID);
const OWNER_ID = "0f6b1f8e-3a4b-4c5d-8e9f-0a1b2c3d4e5f";
const empresa = { id: OWNER_ID, type: "empresa" } as const;

// The store as getMyStore reads it, and the produtos query the data layer makes as the user.
const reads = vi.hoisted(() => ({
  store: null as null | { role: "dono" | "entregador"; loja: { id: string; plano: string } },
  filters: [] as [string, unknown][],
  rows: [] as Record<string, unknown>[],
}));
vi.mock("@/lib/data/my-store", () => ({ getMyStore: async () => reads.store }));
vi.mock("@/lib/data/categories", () => ({
  getCategories: async () => [{ id: "cat-lanches", nome: "Lanches", ativo: true }],
}));
vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => `[${key}]` }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => {
    const query = {
      select: () => query,
      eq: (column: string, value: unknown) => (reads.filters.push([column, value]), query),
      order: async () => ({ data: reads.rows, error: null }),
    };
    return { from: () => query };
  },
}));

beforeEach(() => {
  reads.store = null;
  reads.filters = [];
  reads.rows = [];
});

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

describe("company plan of a plan tier (product.md §9)", () => {
  it.each([
    ["free", 10],
    ["basic", 50],
    ["premium", -1],
  ] as const)("%s -> %s products", (tier, maxProducts) => {
    expect(companyPlanFor(tier, plans)?.maxProducts).toBe(maxProducts);
  });
});

const row = (id: string, nome: string, categoria_id: string | null) => ({
  id,
  nome,
  descricao: null,
  preco: 7.5,
  imagem: null,
  categoria_id,
  disponivel: true,
  destaque: false,
  visualizacoes: 12,
});

describe("company area data for the signed-in user (lib/data/companies)", () => {
  it("reads the products of the user's own store only, with category names and views", async () => {
    reads.store = { role: "dono", loja: { id: "loja-a", plano: "basico" } };
    reads.rows = [row("p1", "Broa", "cat-lanches"), row("p2", "Sem categoria", null)];
    const screen = await getCompanyProductsScreen(empresa);
    expect(reads.filters).toEqual([["loja_id", "loja-a"]]);
    expect(screen.products.map(({ name, category, views }) => [name, category, views])).toEqual([
      ["Broa", "Lanches", 12],
      ["Sem categoria", "[otherCategory]", 12],
    ]);
    expect(screen).toMatchObject({ productLimit: 50, canEdit: true });
    expect(screen.categories).toEqual([{ id: "cat-lanches", name: "Lanches", active: true }]);
  });

  it.each([
    ["gratuito", 10],
    ["basico", 50],
    ["premium", -1],
  ])("a %s store's limit is %s products", async (plano, limit) => {
    reads.store = { role: "dono", loja: { id: "loja-a", plano } };
    expect((await getCompanyProductsScreen(empresa)).productLimit).toBe(limit);
  });

  it("a courier of the store reads its products but cannot edit them", async () => {
    reads.store = { role: "entregador", loja: { id: "loja-a", plano: "premium" } };
    reads.rows = [row("p1", "Broa", "cat-lanches")];
    const screen = await getCompanyProductsScreen({ id: OWNER_ID, type: "entregador" });
    expect(screen).toMatchObject({ canEdit: false, products: [{ id: "p1" }] });
    expect((await getCompanyDashboard({ id: OWNER_ID, type: "entregador" })).canEdit).toBe(false);
  });

  it("an empresa without a store gets the empty screen and reads no product at all", async () => {
    expect(await getCompanyProductsScreen(empresa)).toEqual({
      products: [],
      productLimit: null,
      categories: [],
      canEdit: false,
    });
    expect((await getCompanyDashboard(empresa)).products).toEqual([]);
    expect(reads.filters).toEqual([]);
  });

  it("the dashboard: the demo store's sample stats and recent orders (no cancelled ones), its products", async () => {
    reads.store = { role: "dono", loja: { id: DEMO_COMPANY_ID, plano: "premium" } };
    reads.rows = [row("p1", "Broa", "cat-lanches")];
    const dashboard = await getCompanyDashboard(empresa);
    expect(dashboard.stats.todayOrders).toBeGreaterThan(0);
    expect(new Set(dashboard.orders.map((order) => order.status))).toEqual(
      new Set(["preparing", "ready", "delivered"]),
    );
    expect(dashboard.products.map((product) => product.id)).toEqual(["p1"]);
    expect(dashboard.canEdit).toBe(true);
  });

  it("another store's dashboard shows none of the demo store's sample orders or stats", async () => {
    reads.store = { role: "dono", loja: { id: "loja-nova", plano: "gratuito" } };
    const dashboard = await getCompanyDashboard(empresa);
    expect(dashboard.orders).toEqual([]);
    expect(dashboard.stats.todayOrders).toBe(0);
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

  it.each(["cliente", "anunciante", "admin"] as const)(
    "a %s account reads no company's records",
    async (type) => {
      expect(getCompanyOrderBoard({ type })).toEqual([]);
      expect((await getCompanyDashboard({ id: OWNER_ID, type })).orders).toEqual([]);
    },
  );
});
