import type { CustomerOrder } from "@/fixtures/schemas";

export type CustomerOrderStatusKey = CustomerOrder["status"] | "unknown";

const KNOWN: readonly CustomerOrder["status"][] = ["delivered", "preparing", "on_way"];

/** spec 4 labels: preparing Preparando, on_way 'Saiu para entrega', delivered Entregue, other Desconhecido. */
export function customerOrderStatusKey(status: string): CustomerOrderStatusKey {
  return (KNOWN as readonly string[]).includes(status) ? (status as CustomerOrder["status"]) : "unknown";
}

/** spec 2: 'Pedir Novamente' only for delivered orders. */
export function canReorder(status: string): boolean {
  return status === "delivered";
}
