import { customers, paymentMethods, savedAddresses } from "@/fixtures/customers";
import { favorites } from "@/fixtures/favorites";
import { companyOrders, customerOrders, orderHistory, orders } from "@/fixtures/orders";
import type {
  CompanyOrder,
  Customer,
  CustomerOrder,
  FavoriteRestaurant,
  HistoryEntry,
  Order,
  PaymentMethod,
  SavedAddress,
} from "@/fixtures/schemas";

/**
 * Synchronous lookups over the sample orders and customers (spec 1: order screens use fixed sample
 * data). No "server-only": client components may use them too. Lists are fresh arrays.
 */

const ordersById = new Map(orders.map((order) => [order.id, order]));
const customersById = new Map(customers.map((customer) => [customer.id, customer]));

export function getOrder(id: string): Order | undefined {
  return ordersById.get(id);
}

export function getCustomer(id: string): Customer | undefined {
  return customersById.get(id);
}

/** A customer's orders, newest first. */
export function getOrdersForCustomer(customerId: string): Order[] {
  return orders
    .filter((order) => order.customerId === customerId)
    .sort((a, b) => Date.parse(b.orderTime) - Date.parse(a.orderTime));
}

/** The demo customer's order history (spec 2 Order history). */
export function getOrderHistory(): HistoryEntry[] {
  return [...orderHistory];
}

/** The demo customer's dashboard orders (spec 2 Customer dashboard). */
export function getCustomerOrders(): CustomerOrder[] {
  return [...customerOrders];
}

/** A company's dashboard orders (spec 2 Company dashboard); only the demo company has any. */
export function getCompanyOrders(companyId: string): CompanyOrder[] {
  return companyOrders.filter((order) => order.companyId === companyId);
}

/** The demo customer's favourite places. */
export function getFavorites(): FavoriteRestaurant[] {
  return [...favorites];
}

/** A customer's saved addresses, the default first. */
export function getAddresses(customerId: string): SavedAddress[] {
  return savedAddresses
    .filter((address) => address.customerId === customerId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** A customer's saved payment methods, the default first. */
export function getPaymentMethods(customerId: string): PaymentMethod[] {
  return paymentMethods
    .filter((method) => method.customerId === customerId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
