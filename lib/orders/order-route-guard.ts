import { isUnder } from "@/lib/auth/guard";
import { isOrderId } from "@/lib/orders/order-params";

/** Every order route: the store's /order/{id} and each area's order/{id} (product.md §2 route table). */
const ORDER_ROUTES = ["/order", "/customer/order", "/company/order", "/advertiser/order", "/admin/order"];

/** The order id of an order route ("" for a path below it that cannot be one), or null when not an order route. */
export function orderIdOfPath(pathname: string): string | null {
  for (const base of ORDER_ROUTES) {
    if (!isUnder(pathname, base) || pathname === base) continue;
    const rest = pathname.slice(base.length + 1).replace(/\/$/, "");
    return rest.includes("/") ? "" : rest;
  }
  return null;
}

/**
 * What the proxy does on a path before anything renders (product.md §6: someone else's order answers 404):
 * `pass` it on, answer `notFound` at once (a malformed id can never be an order: no database call), or `ask`
 * the database whether the signed-in viewer may open the order (lib/data/orders.ts canOpenOrder).
 */
export type OrderRouteCheck =
  { action: "pass" } | { action: "notFound" } | { action: "ask"; orderId: string };

export function decideOrderRoute(pathname: string, signedIn: boolean): OrderRouteCheck {
  const orderId = orderIdOfPath(pathname);
  if (orderId === null) return { action: "pass" };
  if (!isOrderId(orderId)) return { action: "notFound" };
  // a visitor never gets here (the guard sends them to /login); without a session there is nobody to ask for
  return signedIn ? { action: "ask", orderId } : { action: "pass" };
}
