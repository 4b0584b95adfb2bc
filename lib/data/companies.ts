import "server-only";

import { getTranslations } from "next-intl/server";

import { companyCancelReasons, companyStats } from "@/fixtures/company-dashboard";
import type { AppUser } from "@/lib/auth/types";
import { companyFromLoja } from "@/lib/catalog/rows";
import { toBoardOrder, type CompanyBoardOrder } from "@/lib/company/order-board";
import { companyPlanFor } from "@/lib/company/plan";
import {
  COMPANY_PRODUCT_COLUMNS,
  toCompanyCatalogProduct,
  type CategoryOption,
  type CompanyCatalogProduct,
} from "@/lib/company/products";
import type { CompanyStats } from "@/lib/company/types";
import { getCategories } from "@/lib/data/categories";
import { getMyStore } from "@/lib/data/my-store";
import { getCustomer, getOrdersForCompany } from "@/lib/data/orders";
import { getPlans } from "@/lib/data/plans";
import { companyIdOf } from "@/lib/data/viewer";
import type { Loja } from "@/lib/supabase/database.types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The company area's data for the signed-in user, sized for each screen. Products are the rows of the
 * user's own store (getMyStore, read as the user under RLS, whatever the store's status); the stats and the
 * orders are still the demo company's sample records (`companyIdOf`).
 */

type Viewer = Pick<AppUser, "id" | "type">;

const NO_STATS: CompanyStats = {
  todayOrders: 0,
  todayRevenue: 0,
  avgDeliveryTime: 1,
  rating: 0,
  monthlyGrowth: 0,
  totalCustomers: 0,
};

/** The store's products, A–Z, each with its category's name; a failed read throws (the error page says so). */
async function productsOf(store: Loja): Promise<CompanyCatalogProduct[]> {
  const supabase = await createSupabaseServerClient();
  const [{ data, error }, categories, t] = await Promise.all([
    supabase
      .from("produtos")
      .select(COMPANY_PRODUCT_COLUMNS)
      .eq("loja_id", store.id)
      .order("nome", { ascending: true }),
    getCategories(),
    getTranslations("companyProducts"),
  ]);
  if (error) throw new Error(`Falha ao ler os produtos da loja: ${error.message}`);
  const names = new Map(categories.map((category) => [category.id, category.nome]));
  return data.map((row) => toCompanyCatalogProduct(row, names, t("otherCategory")));
}

/** Newest first: preparing, ready, delivered and cancelled orders (confirmed and on_way are not the board's). */
function boardOrdersOf(companyId: string): CompanyBoardOrder[] {
  return getOrdersForCompany(companyId).flatMap((order) => {
    const customer = getCustomer(order.customerId);
    const entry = customer && toBoardOrder(order, customer.name, companyCancelReasons[order.id]);
    return entry ? [entry] : [];
  });
}

/**
 * The company dashboard: the store's real products; the sample stats and recent orders are the demo
 * company's, so only its own members see them (a new store starts with none).
 */
export async function getCompanyDashboard(user: Viewer) {
  const mine = await getMyStore(user);
  const companyId = companyIdOf(user);
  const sample = companyId !== null && mine?.loja.id === companyId;
  return {
    stats: sample ? companyStats : NO_STATS,
    // Recent orders are the ones in the kitchen's flow (no cancelled ones).
    orders: sample ? boardOrdersOf(companyId).filter((order) => order.status !== "cancelled") : [],
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
  const plan = companyPlanFor(companyFromLoja(mine.loja).plan, getPlans("company"));
  const [products, categories] = await Promise.all([productsOf(mine.loja), getCategories()]);
  return {
    products,
    productLimit: plan?.maxProducts ?? null,
    categories: categories.map(({ id, nome, ativo }) => ({ id, name: nome, active: ativo })),
    canEdit: mine.role === "dono" && user.type === "empresa",
  };
}

/** /company/pedidos: every order of the board. */
export function getCompanyOrderBoard(user: Pick<AppUser, "type">): CompanyBoardOrder[] {
  const companyId = companyIdOf(user);
  return companyId ? boardOrdersOf(companyId) : [];
}
