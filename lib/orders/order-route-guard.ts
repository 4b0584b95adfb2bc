import { isUnder } from "@/lib/auth/guard";
import { canViewOrder, type OrderViewer } from "@/lib/orders/viewer-access";
import type { Order } from "@/lib/orders/types";

/** Every order route: the store's /order/{id} and each area's order/{id} (product.md §2 route table). */
const ORDER_ROUTES = ["/order", "/customer/order", "/company/order", "/advertiser/order", "/admin/order"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order id of an order route, or null when the path is not one. */
export function orderIdOfPath(pathname: string): string | null {
  for (const base of ORDER_ROUTES) {
    if (!isUnder(pathname, base) || pathname === base) continue;
    const rest = pathname.slice(base.length + 1).replace(/\/$/, "");
    return rest.includes("/") ? "" : rest;
  }
  return null;
}

export type OrderOwner = Pick<Order, "customerId" | "restaurantId">;

/**
 * Decided before anything renders, so the answer is a real HTTP 404 with no order data: a malformed id,
 * or a sample order that is not the viewer's. Any other well-formed id may be an order placed in this
 * browser, which only the client can look up.
 */
export function isForeignOrMalformedOrder(
  pathname: string,
  viewer: OrderViewer | null,
  ownerOf: (orderId: string) => OrderOwner | undefined,
): boolean {
  const orderId = orderIdOfPath(pathname);
  if (orderId === null) return false;
  if (!UUID.test(orderId)) return true;
  const owner = ownerOf(orderId);
  if (!owner || viewer === null) return false;
  return !canViewOrder(viewer, owner);
}
