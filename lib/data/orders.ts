import "server-only";

import { companies } from "@/fixtures/companies";
import { customers } from "@/fixtures/customers";
import { orders } from "@/fixtures/orders";
import type { Company } from "@/lib/catalog/types";
import type { CompanyOrder, CustomerOrder, HistoryEntry, Order } from "@/lib/orders/types";
import type { Customer } from "@/lib/customers/types";
import { canReorder } from "@/lib/areas/customer-orders";
import { reorderLines, type ReorderLine } from "@/lib/areas/reorder";
import type { AppUser } from "@/lib/auth/types";
import { getCompanies, getProducts } from "@/lib/data/catalog";
import { orderViewerFor } from "@/lib/data/viewer";
import {
  isCompanyOrderStatus,
  isCustomerOrderStatus,
  newestFirst,
  toCompanyOrder,
  toCustomerOrder,
  toHistoryEntry,
} from "@/lib/orders/derive";
import { toOrderSummary, type CustomerOrdersSource } from "@/lib/orders/merge";
import { canViewOrder } from "@/lib/orders/viewer-access";

/** The sample orders (product.md §1: order screens use fixed sample data), read only through this module. */

const ordersById = new Map(orders.map((order) => [order.id, order]));
const customersById = new Map(customers.map((customer) => [customer.id, customer]));
const companiesById = new Map(companies.map((company) => [company.id, company]));

export function getOrder(id: string): Order | undefined {
  return ordersById.get(id);
}

export function getCustomer(id: string): Customer | undefined {
  return customersById.get(id);
}

/** Every sample order id (the order routes prerender these). */
export function getOrderIds(): string[] {
  return orders.map((order) => order.id);
}

/**
 * An order as the signed-in `user` may see it: a customer only their own, a company only its own,
 * admins every order; anyone else gets undefined (the route answers 404, never a hidden render).
 */
export function getOrderForViewer(
  user: Pick<AppUser, "type">,
  id: string,
): { order: Order; customer: Customer | undefined; company: Company | undefined } | undefined {
  const order = ordersById.get(id);
  if (!order) return undefined;
  if (!canViewOrder(orderViewerFor(user.type), order)) return undefined;
  return {
    order,
    customer: customersById.get(order.customerId),
    company: companiesById.get(order.restaurantId),
  };
}

/** A customer's orders, newest first. */
export function getOrdersForCustomer(customerId: string): Order[] {
  return orders.filter((order) => order.customerId === customerId).sort(newestFirst);
}

/** A company's orders in every status, newest first. */
export function getOrdersForCompany(companyId: string): Order[] {
  return orders.filter((order) => order.restaurantId === companyId).sort(newestFirst);
}

function companyOf(order: Order): Company {
  const company = companiesById.get(order.restaurantId);
  if (!company) throw new Error(`order ${order.id} references a missing company`);
  return company;
}

function customerOf(order: Order): Customer {
  const customer = customersById.get(order.customerId);
  if (!customer) throw new Error(`order ${order.id} references a missing customer`);
  return customer;
}

/** A customer's order history (product.md §2 Order history), newest first. */
export function getOrderHistory(customerId: string): HistoryEntry[] {
  return getOrdersForCustomer(customerId).map((order) => toHistoryEntry(order, companyOf(order)));
}

/**
 * product.md D13: what every order screen of the customer starts from (dashboard, history, profile stats): the
 * sample orders as summaries, newest first, and the brands that label the orders placed in the browser.
 */
export function getCustomerOrdersSource(customerId: string): CustomerOrdersSource {
  return {
    customerId,
    sample: getOrdersForCustomer(customerId).map((order) => toOrderSummary(order, companyOf(order))),
    brands: getCompanyBrands(),
  };
}

/** A customer's dashboard orders: delivered, preparing and on the way (product.md §3). */
export function getCustomerOrders(customerId: string): CustomerOrder[] {
  return getOrdersForCustomer(customerId).flatMap((order) =>
    isCustomerOrderStatus(order.status)
      ? [toCustomerOrder({ ...order, status: order.status }, companyOf(order))]
      : [],
  );
}

/** A company's dashboard orders: preparing, ready and delivered (product.md §3), newest first. */
export function getCompanyOrders(companyId: string): CompanyOrder[] {
  return getOrdersForCompany(companyId).flatMap((order) =>
    isCompanyOrderStatus(order.status)
      ? [toCompanyOrder({ ...order, status: order.status }, customerOf(order))]
      : [],
  );
}

/** Brand (name and logo) of the companies a list of orders refers to, for the history rows. */
export function getCompanyBrands(): Record<string, Pick<Company, "name" | "logo">> {
  return Object.fromEntries(
    companies.map((company) => [company.id, { name: company.name, logo: company.logo }]),
  );
}

/**
 * 'Pedir Novamente' (product.md §2 Customer dashboard): each reorderable order's items as cart lines, resolved on
 * the server from today's catalogue (the approved stores and their products, read from the database), so the
 * button receives small props instead of the catalogue.
 */
export async function getReorderLines(
  list: readonly Pick<Order, "id" | "status">[],
): Promise<Record<string, ReorderLine[]>> {
  const reorderable = list.filter((order) => canReorder(order.status));
  if (reorderable.length === 0) return {};
  const [stores, products] = await Promise.all([getCompanies(), getProducts()]);
  const storesById = new Map(stores.map((store) => [store.id, store]));
  const productsById = new Map(products.map((product) => [product.id, product]));
  const lookups = {
    getOrder,
    getProduct: (id: string) => productsById.get(id),
    getCompany: (id: string) => storesById.get(id),
  };
  return Object.fromEntries(reorderable.map((order) => [order.id, reorderLines(order.id, lookups)]));
}

/** Who an order belongs to (the proxy's ownership check), without any of its private data. */
export function getOrderOwner(id: string): Pick<Order, "customerId" | "restaurantId"> | undefined {
  const order = ordersById.get(id);
  return order ? { customerId: order.customerId, restaurantId: order.restaurantId } : undefined;
}
