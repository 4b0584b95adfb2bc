import type { AccountType } from "@/lib/auth/types";
import type { OrderRole } from "@/lib/orders/transitions";
import type { Order } from "@/lib/orders/types";

/** Who reads the order: the signed-in user's id, account type and (for their own courier note) name. */
export type DetailViewer = { id: string; type: AccountType; name?: string };

export type DetailVisibility = {
  /** the progress tracker (a cancelled order: who cancelled it and why, in its place) */
  tracker: boolean;
  customerCard: boolean;
  companyCard: boolean;
  routeButton: boolean;
  /** Whom 'Entrar em Contato' reaches. */
  contact: "company" | "customer";
  /** The viewer's part in the order, for its status actions; null for someone with none (an advertiser). */
  role: OrderRole | null;
};

/** True for the customer area's order route (/customer/order and below). */
function isCustomerOrderPath(basePath: string): boolean {
  return basePath === "/customer/order" || basePath.startsWith("/customer/order/");
}

/** The viewer's part in an order they can read (RLS already decided they may): the same parts as the database's. */
export function orderRoleOf(viewer: DetailViewer, order: Pick<Order, "customerId">): OrderRole | null {
  switch (viewer.type) {
    case "cliente":
      return order.customerId === viewer.id ? "customer" : null;
    case "empresa":
      return "store";
    case "entregador":
      return "courier";
    case "admin":
    case "superadmin":
      return "admin";
    case "anunciante":
      return null;
  }
}

/**
 * What the order detail shows each viewer (product.md §6). The tracker is the cliente's; the company card and the
 * customer card (name and phone as the order has them) are for roles other than empresa and cliente, the
 * customer card never on /customer/order paths; the route button is the empresa's, for a delivery; the store and
 * its courier contact the customer ('Entrar em Contato' calls the order's phone), everyone else the store.
 */
export function detailVisibility(
  viewer: DetailViewer,
  basePath: string,
  order: Pick<Order, "customerId" | "deliveryType">,
): DetailVisibility {
  const isCustomer = viewer.type === "cliente";
  const isStoreSide = viewer.type === "empresa" || viewer.type === "entregador";
  return {
    tracker: isCustomer,
    customerCard: !isCustomer && viewer.type !== "empresa" && !isCustomerOrderPath(basePath),
    companyCard: !isCustomer && viewer.type !== "empresa",
    routeButton: viewer.type === "empresa" && order.deliveryType === "delivery",
    contact: isStoreSide ? "customer" : "company",
    role: orderRoleOf(viewer, order),
  };
}

/** Where the detail's back link leads: the list of orders of the area the detail was opened from. */
export function orderListPath(basePath: string): string {
  if (basePath === "/order") return "/orders";
  if (basePath === "/customer/order") return "/customer/orders";
  if (basePath === "/company/order") return "/company/pedidos";
  return basePath.replace(/\/order$/, "") || "/";
}
