import { beforeEach, describe, expect, it, vi } from "vitest";

import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import { companyCoupons } from "@/fixtures/company-coupons";
import { couponSchema } from "@/lib/company/types";
import { companyProductViews, companyProductViewsSchema } from "@/fixtures/company-dashboard";
import { plans } from "@/fixtures/plans";
import { products } from "@/fixtures/products";
import { companyPlanFor } from "@/lib/company/plan";
import type { CompanyStats } from "@/lib/company/types";
import { getCompanyDashboard, getCompanyOrderBoard, getCompanyProductsScreen } from "@/lib/data/companies";
import type { Order, OrderStatus } from "@/lib/orders/types";

const demoProducts = products.filter((product) => product.companyId === DEMO_COMPANY_ID);
const OWNER_ID = "0f6b1f8e-3a4b-4c5d-8e9f-0a1b2c3d4e5f";
const empresa = { id: OWNER_ID, type: "empresa" } as const;

// The store as getMyStore reads it, the produtos query the data layer makes as the user, the store's
// orders (lib/data/orders.ts) and figures (lib/data/reports.ts), each read as the user in its own module.
const reads = vi.hoisted(() => ({
  store: null as null | { role: "dono" | "entregador"; loja: { id: string; plano: string } },
  filters: [] as [string, unknown][],
  rows: [] as Record<string, unknown>[],
  orders: [] as Order[],
  stats: null as CompanyStats | null,
}));
vi.mock("@/lib/data/my-store", () => ({ getMyStore: async () => reads.store }));
vi.mock("@/lib/data/orders", () => ({
  getStoreOrders: async () => (reads.store ? { store: reads.store, orders: reads.orders } : null),
}));
vi.mock("@/lib/data/reports", () => ({ getCompanyStats: async () => reads.stats }));
// the store's plan as the planos table holds it (the seed's values are fixtures/plans.ts)
vi.mock("@/lib/data/plans", async () => {
  const [{ plans: seeded }, { companyPlanFor: planFor }] = await Promise.all([
    import("@/fixtures/plans"),
    import("@/lib/company/plan"),
  ]);
  return { getStorePlan: async (tier: "free" | "basic" | "premium") => planFor(tier, seeded) };
});
vi.mock("@/lib/data/categories", () => ({
  getCategories: async () => [{ id: "cat-lanches", nome: "Lanches", ativo: true }],
}));
vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => `[${key}]` }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => {
    const query = {
      select: () => query,
      eq: (column: string, value: unknown) => (reads.filters.push([column, value]), query),
      order: () => query,
      // every list is bounded (issue 24): the read ends in .limit()
      limit: async (count: number) => (
        reads.filters.push(["limit", count]),
        { data: reads.rows, error: null }
      ),
    };
    return { from: () => query };
  },
}));

beforeEach(() => {
  reads.store = null;
  reads.filters = [];
  reads.rows = [];
  reads.orders = [];
  reads.stats = null;
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
  it("reads the products of the user's own store only, a bounded list, with category names and views", async () => {
    reads.store = { role: "dono", loja: { id: "loja-a", plano: "basico" } };
    reads.rows = [row("p1", "Broa", "cat-lanches"), row("p2", "Sem categoria", null)];
    const screen = await getCompanyProductsScreen(empresa);
    expect(reads.filters).toEqual([
      ["loja_id", "loja-a"],
      ["limit", 1000],
    ]);
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

  it("the dashboard: the store's figures, its open orders newest first (five at most), its products", async () => {
    reads.store = { role: "dono", loja: { id: DEMO_COMPANY_ID, plano: "premium" } };
    reads.rows = [row("p1", "Broa", "cat-lanches")];
    reads.stats = STATS;
    reads.orders = STATUSES.map((status, index) => order(index, status));
    const dashboard = await getCompanyDashboard(empresa);
    expect(dashboard.stats).toEqual(STATS);
    expect(dashboard.orders.map((entry) => entry.status)).toEqual([
      "confirmed",
      "preparing",
      "ready",
      "on_way",
      "confirmed",
    ]);
    expect(dashboard.role).toBe("store");
    expect(dashboard.products.map((product) => product.id)).toEqual(["p1"]);
    expect(dashboard.canEdit).toBe(true);
  });

  it("the board holds every order of the store as its cards show them, newest first", async () => {
    reads.store = { role: "dono", loja: { id: DEMO_COMPANY_ID, plano: "premium" } };
    reads.orders = STATUSES.map((status, index) => order(index, status));
    const board = await getCompanyOrderBoard(empresa);
    expect(board.role).toBe("store");
    expect(board.orders.map((entry) => entry.status)).toEqual(STATUSES);
    // the live updates follow this store, and the tab's title counts the two new orders
    expect(board).toMatchObject({ storeId: DEMO_COMPANY_ID, newCount: 2 });
    expect(board.orders.find((entry) => entry.status === "cancelled")).toMatchObject({
      customer: "Cliente 6",
      cancelReason: "Sem bolo",
      items: ["2x Broa"],
    });
  });

  it("the store's courier works the board as its courier, not as the store", async () => {
    reads.store = { role: "entregador", loja: { id: DEMO_COMPANY_ID, plano: "premium" } };
    expect((await getCompanyOrderBoard({ id: OWNER_ID, type: "entregador" })).role).toBe("courier");
    expect((await getCompanyDashboard({ id: OWNER_ID, type: "entregador" })).role).toBe("courier");
  });

  it.each(["cliente", "anunciante", "admin"] as const)(
    "a %s account, with no store, reads no order and no figure",
    async (type) => {
      expect(await getCompanyOrderBoard({ id: OWNER_ID, type })).toEqual({
        orders: [],
        role: null,
        storeId: null,
        newCount: 0,
      });
      expect(await getCompanyDashboard({ id: OWNER_ID, type })).toMatchObject({
        orders: [],
        stats: null,
        role: null,
      });
    },
  );
});

const STATS: CompanyStats = {
  todayOrders: 3,
  todayRevenue: 84.5,
  avgDeliveryTime: null,
  rating: 4.8,
  monthlyGrowth: null,
  totalCustomers: 12,
};

const STATUSES: OrderStatus[] = [
  "confirmed",
  "preparing",
  "ready",
  "on_way",
  "delivered",
  "cancelled",
  "confirmed",
];

function order(index: number, status: OrderStatus): Order {
  return {
    id: `00000000-0000-4000-8000-00000000000${index}`,
    customerId: null,
    restaurantId: DEMO_COMPANY_ID,
    companyName: "Padaria Pão Quente",
    customerName: `Cliente ${index + 1}`,
    customerPhone: "(11) 90000-0000",
    items: [{ productId: null, name: "Broa", quantity: 2, price: 3 }],
    status,
    orderTime: new Date(Date.UTC(2026, 10, 21, 20 - index)).toISOString(),
    estimatedDelivery: "20-30 min",
    deliveryType: "delivery",
    paymentMethod: "pix",
    subtotal: 6,
    deliveryFee: 4.99,
    discount: 0,
    total: 10.99,
    couponCode: null,
    notes: "",
    address: null,
    cancelReason: status === "cancelled" ? "Sem bolo" : null,
    courierId: null,
    events: [],
  };
}
