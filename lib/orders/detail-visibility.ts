import type { AccountType } from "@/lib/auth/types";

export type DetailVisibility = {
  tracker: boolean;
  customerCard: boolean;
  companyCard: boolean;
  routeButton: boolean;
  markReady: boolean;
  /** Whom 'Entrar em Contato' reaches. */
  contact: "company" | "customer";
};

/** True for the customer area's order route (/customer/order and below). */
function isCustomerOrderPath(basePath: string): boolean {
  return basePath === "/customer/order" || basePath.startsWith("/customer/order/");
}

/**
 * product.md §6 "Order detail": route button only for empresa; customer card only for roles other than empresa
 * and cliente and not on /customer/order paths; company card for roles other than empresa and cliente;
 * tracker for cliente; 'Marcar como Pronto' for empresa (and, as in product.md §4, only while the order is
 * being prepared). A visitor (null) is not a role: it never sees the customer's personal data.
 */
export function detailVisibility(
  viewer: AccountType | null,
  basePath: string,
  status: string,
): DetailVisibility {
  const isParty = viewer === "empresa" || viewer === "cliente";
  return {
    tracker: viewer === "cliente",
    customerCard: viewer !== null && !isParty && !isCustomerOrderPath(basePath),
    companyCard: !isParty,
    routeButton: viewer === "empresa",
    markReady: viewer === "empresa" && status === "preparing",
    contact: viewer === "empresa" ? "customer" : "company",
  };
}

/** Where the detail's back link leads: the list of orders of the area the detail was opened from. */
export function orderListPath(basePath: string): string {
  if (basePath === "/order") return "/orders";
  if (basePath === "/customer/order") return "/customer/orders";
  return basePath.replace(/\/order$/, "") || "/";
}
