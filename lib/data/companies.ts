import "server-only";

import { getTranslations } from "next-intl/server";

import type { AppUser } from "@/lib/auth/types";
import { companyFromLoja } from "@/lib/catalog/rows";
import {
  boardCounts,
  boardRole,
  recentOpenOrders,
  toBoardOrder,
  type BoardOrder,
} from "@/lib/company/order-board";
import {
  COMPANY_PRODUCT_COLUMNS,
  toCompanyCatalogProduct,
  type CategoryOption,
  type CompanyCatalogProduct,
} from "@/lib/company/products";
import type { CompanyStats } from "@/lib/company/types";
import { getCategories } from "@/lib/data/categories";
import { getMyStore } from "@/lib/data/my-store";
import { getStoreOrders } from "@/lib/data/orders";
import { getStorePlan } from "@/lib/data/plans";
import { getCompanyStats } from "@/lib/data/reports";
import type { OrderRole } from "@/lib/orders/transitions";
import type { Loja } from "@/lib/supabase/database.types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The company area's data for the signed-in user, sized for each screen, all of it the rows of the user's
 * own store (getMyStore, read as the user under RLS, whatever the store's status): its products, its
 * orders (lib/data/orders.ts) and its figures (lib/data/reports.ts).
 */

type Viewer = Pick<AppUser, "id" | "type">;

// The Premium plan has no product limit: bounded at hosted PostgREST's default max_rows, A–Z.
const STORE_PRODUCTS_LIMIT = 1000;

/** The store's products, A–Z, each with its category's name; a failed read throws (the error page says so). */
async function productsOf(store: Loja): Promise<CompanyCatalogProduct[]> {
  const supabase = await createSupabaseServerClient();
  const [{ data, error }, categories, t] = await Promise.all([
    supabase
      .from("produtos")
      .select(COMPANY_PRODUCT_COLUMNS)
      .eq("loja_id", store.id)
      .order("nome", { ascending: true })
      .order("id", { ascending: true })
      .limit(STORE_PRODUCTS_LIMIT),
    getCategories(),
    getTranslations("companyProducts"),
  ]);
  if (error) throw new Error(`Falha ao ler os produtos da loja: ${error.message}`);
  const names = new Map(categories.map((category) => [category.id, category.nome]));
  return data.map((row) => toCompanyCatalogProduct(row, names, t("otherCategory")));
}

export type CompanyOrderBoard = {
  /** newest first */
  orders: BoardOrder[];
  /** the viewer's part in them: the store (its owner), its courier, or null (reads only) */
  role: OrderRole | null;
  /** the store whose orders these are, for the live updates; null without a store */
  storeId: string | null;
  /** orders waiting in 'Novos' (the tab title's count) */
  newCount: number;
};

/** /company/pedidos: every order of the user's store (none without a store). */
export async function getCompanyOrderBoard(user: Viewer): Promise<CompanyOrderBoard> {
  const mine = await getStoreOrders(user);
  if (!mine) return { orders: [], role: null, storeId: null, newCount: 0 };
  const orders = mine.orders.map(toBoardOrder);
  return {
    orders,
    role: boardRole(user.type, mine.store.role),
    storeId: mine.store.loja.id,
    newCount: boardCounts(orders).confirmed,
  };
}

export type CompanyDashboardData = CompanyOrderBoard & {
  /** null without a store */
  stats: CompanyStats | null;
  products: CompanyCatalogProduct[];
  /** The store's owner switches availability; a courier sees it. */
  canEdit: boolean;
};

/** The company dashboard: the store's figures, its open orders (the newest few) and its products. */
export async function getCompanyDashboard(user: Viewer): Promise<CompanyDashboardData> {
  const [mine, board, stats] = await Promise.all([
    getMyStore(user),
    getCompanyOrderBoard(user),
    getCompanyStats(user),
  ]);
  return {
    stats,
    orders: recentOpenOrders(board.orders),
    role: board.role,
    storeId: board.storeId,
    newCount: board.newCount,
    products: mine ? await productsOf(mine.loja) : [],
    canEdit: mine?.role === "dono" && user.type === "empresa",
  };
}

export type CompanyProductsScreen = {
  products: CompanyCatalogProduct[];
  /** The plan's product limit: -1 unlimited, null when the user has no store. */
  productLimit: number | null;
  categories: CategoryOption[];
  /** Only the store's owner (papel dono) creates, edits and deletes; a courier reads. */
  canEdit: boolean;
};

/** /company/produtos: the store's products, its plan's product limit and the categories to choose from. */
export async function getCompanyProductsScreen(user: Viewer): Promise<CompanyProductsScreen> {
  const mine = await getMyStore(user);
  if (!mine) return { products: [], productLimit: null, categories: [], canEdit: false };
  const plan = await getStorePlan(companyFromLoja(mine.loja).plan);
  const [products, categories] = await Promise.all([productsOf(mine.loja), getCategories()]);
  return {
    products,
    productLimit: plan?.maxProducts ?? null,
    categories: categories.map(({ id, nome, ativo }) => ({ id, name: nome, active: ativo })),
    canEdit: mine.role === "dono" && user.type === "empresa",
  };
}
