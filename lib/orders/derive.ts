import type { Company } from "@/lib/catalog/types";
import type { CompanyOrder, CustomerOrder, HistoryEntry, Order } from "@/lib/orders/types";
import type { Customer } from "@/lib/customers/types";
import { TIME_ZONE } from "@/lib/i18n/constants";

// en-CA gives YYYY-MM-DD; the clock is the stores' (São Paulo).
const localParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Calendar date (YYYY-MM-DD) and time (HH:mm) of an instant in Brazil. */
export function localDateTime(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(localParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** "2x Pão de queijo mineiro (6 unidades)" lines for the dashboards. */
export function itemLines(order: Pick<Order, "items">): string[] {
  return order.items.map((item) => `${item.quantity}x ${item.name}`);
}

/** product.md §3 history entry of an order, sample or placed at checkout: derived, so it never disagrees with it. */
export function toHistoryEntry(order: Order, company: Pick<Company, "name" | "logo">): HistoryEntry {
  const { date, time } = localDateTime(order.orderTime);
  return {
    id: order.id,
    date,
    time,
    status: order.status,
    total: order.total,
    items: order.items.reduce((sum, item) => sum + item.quantity, 0),
    company: company.name,
    companyLogo: company.logo,
  };
}

type CustomerOrderStatus = CustomerOrder["status"];
type CompanyOrderStatus = CompanyOrder["status"];

/** product.md §3: the statuses a customer dashboard card and a company-side order can carry. */
export const CUSTOMER_ORDER_STATUSES = [
  "delivered",
  "preparing",
  "on_way",
] as const satisfies CustomerOrderStatus[];
export const COMPANY_ORDER_STATUSES = [
  "preparing",
  "ready",
  "delivered",
] as const satisfies CompanyOrderStatus[];

export function isCustomerOrderStatus(status: string): status is CustomerOrderStatus {
  return (CUSTOMER_ORDER_STATUSES as readonly string[]).includes(status);
}

export function isCompanyOrderStatus(status: string): status is CompanyOrderStatus {
  return (COMPANY_ORDER_STATUSES as readonly string[]).includes(status);
}

/** product.md §3 customer order (dashboard card) of an order whose status the dashboard shows. */
export function toCustomerOrder(
  order: Order & { status: CustomerOrderStatus },
  company: Pick<Company, "name">,
): CustomerOrder {
  return {
    id: order.id,
    restaurantName: company.name,
    items: itemLines(order),
    total: order.total,
    status: order.status,
    date: localDateTime(order.orderTime).date,
    deliveryTime: order.estimatedDelivery,
  };
}

/** product.md §3 company-side order of an order whose status the company dashboard shows. */
export function toCompanyOrder(
  order: Order & { status: CompanyOrderStatus },
  customer: Pick<Customer, "name">,
): CompanyOrder {
  return {
    id: order.id,
    companyId: order.restaurantId,
    customer: customer.name,
    items: itemLines(order),
    total: order.total,
    status: order.status,
    time: localDateTime(order.orderTime).time,
  };
}

/** Newest first, by order time. */
export function newestFirst(a: Pick<Order, "orderTime">, b: Pick<Order, "orderTime">): number {
  return Date.parse(b.orderTime) - Date.parse(a.orderTime);
}
