import type { Company } from "@/lib/catalog/types";
import type { HistoryEntry, Order } from "@/lib/orders/types";
import { itemLines, toHistoryEntry } from "@/lib/orders/derive";
import { mergeHistory } from "@/lib/orders/history";

/** The name and logo a row shows for an order of any company (local orders carry only its id). */
export type CompanyBrand = Pick<Company, "name" | "logo">;

/**
 * One order of the customer as every order screen lists it: the history row's fields plus what the
 * dashboard card shows (item lines and delivery time). Plain data, so it crosses to client islands.
 */
export type OrderSummary = HistoryEntry & { lines: string[]; deliveryTime: string };

/**
 * product.md D13: the one source every order screen reads (/customer, /orders, /customer/orders, the profile
 * stats): the customer's sample orders, loaded on the server, and the brands to label local orders.
 */
export type CustomerOrdersSource = {
  customerId: string;
  sample: OrderSummary[];
  brands: Record<string, CompanyBrand>;
};

export function toOrderSummary(order: Order, brand: CompanyBrand): OrderSummary {
  return { ...toHistoryEntry(order, brand), lines: itemLines(order), deliveryTime: order.estimatedDelivery };
}

/**
 * The customer's orders, newest first: the sample ones plus those placed in this browser. A local order
 * of another customer, or of a company no brand names, is left out; an id in both lists appears once.
 */
export function mergeCustomerOrders(source: CustomerOrdersSource, local: readonly Order[]): OrderSummary[] {
  const placed = local.flatMap((order) => {
    const brand = source.brands[order.restaurantId];
    return order.customerId === source.customerId && brand ? [toOrderSummary(order, brand)] : [];
  });
  return mergeHistory(placed, source.sample);
}
