import type { CustomerOrder } from "@/lib/orders/types";

export type CustomerOrderStatusKey = CustomerOrder["status"] | "unknown";

const KNOWN: readonly CustomerOrder["status"][] = ["delivered", "preparing", "on_way"];

/** product.md §4 labels: preparing Preparando, on_way 'Saiu para entrega', delivered Entregue, other Desconhecido. */
export function customerOrderStatusKey(status: string): CustomerOrderStatusKey {
  return (KNOWN as readonly string[]).includes(status) ? (status as CustomerOrder["status"]) : "unknown";
}

/** product.md §2: 'Pedir Novamente' only for delivered orders. */
export function canReorder(status: string): boolean {
  return status === "delivered";
}
