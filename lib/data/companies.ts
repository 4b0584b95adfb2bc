import "server-only";

import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import { companyCoupons, type Coupon } from "@/fixtures/company-coupons";
import { companyCancelReasons, companyProductViews, companyStats } from "@/fixtures/company-dashboard";
import type { CompanyStats } from "@/fixtures/schemas";
import type { AppUser } from "@/lib/auth/types";
import { toBoardOrder, type CompanyBoardOrder } from "@/lib/company/order-board";
import { companyPlanFor } from "@/lib/company/plan";
import { toCompanyCatalogProducts, type CompanyCatalogProduct } from "@/lib/company/products";
import { getCompany, getProductsByCompany, getUiCategories } from "@/lib/data/catalog";
import { getCustomer, getOrdersForCompany } from "@/lib/data/orders";
import { getPlans } from "@/lib/data/plans";
import { companyIdOf } from "@/lib/data/viewer";

/**
 * The company area's data for the signed-in user (spec 1: sample data, no server call), sized for each
 * screen. The company is always `companyIdOf(user)`: nobody reads another company's records here.
 */

type Viewer = Pick<AppUser, "type">;

const NO_STATS: CompanyStats = {
  todayOrders: 0,
  todayRevenue: 0,
  avgDeliveryTime: 1,
  rating: 0,
  monthlyGrowth: 0,
  totalCustomers: 0,
};

function productsOf(companyId: string): CompanyCatalogProduct[] {
  return toCompanyCatalogProducts(getProductsByCompany(companyId), getUiCategories(), companyProductViews);
}

/** Newest first: preparing, ready, delivered and cancelled orders (confirmed and on_way are not the board's). */
function boardOrdersOf(companyId: string): CompanyBoardOrder[] {
  return getOrdersForCompany(companyId).flatMap((order) => {
    const customer = getCustomer(order.customerId);
    const entry = customer && toBoardOrder(order, customer.name, companyCancelReasons[order.id]);
    return entry ? [entry] : [];
  });
}

/** spec 2 Company dashboard: the stats (fixed sample numbers, the demo company's), recent orders, products. */
export function getCompanyDashboard(user: Viewer) {
  const companyId = companyIdOf(user);
  if (!companyId) return { stats: NO_STATS, orders: [], products: [] };
  return {
    stats: companyId === DEMO_COMPANY_ID ? companyStats : NO_STATS,
    // Recent orders are the ones in the kitchen's flow (spec 3 company-side order: no cancelled ones).
    orders: boardOrdersOf(companyId).filter((order) => order.status !== "cancelled"),
    products: productsOf(companyId),
  };
}

/** /company/produtos: the products and the plan's product limit (spec 9; -1 unlimited, null unknown). */
export function getCompanyProductsScreen(user: Viewer) {
  const companyId = companyIdOf(user);
  const company = companyId ? getCompany(companyId) : undefined;
  if (!company) return { products: [], productLimit: null };
  const plan = companyPlanFor(company.plan, getPlans("company"));
  return { products: productsOf(company.id), productLimit: plan?.maxProducts ?? null };
}

/** /company/pedidos: every order of the board. */
export function getCompanyOrderBoard(user: Viewer): CompanyBoardOrder[] {
  const companyId = companyIdOf(user);
  return companyId ? boardOrdersOf(companyId) : [];
}

/** /company/cupons: the company's coupons, and its id for the ones created in the session. */
export function getCompanyCouponsScreen(user: Viewer): { companyId: string | null; coupons: Coupon[] } {
  const companyId = companyIdOf(user);
  return {
    companyId,
    coupons: companyId ? companyCoupons.filter((coupon) => coupon.companyId === companyId) : [],
  };
}
