import type { CompanyOrder } from "@/lib/orders/types";

export type CompanyOrderStatusKey = CompanyOrder["status"] | "cancelled" | "unknown";

const KNOWN: readonly CompanyOrderStatusKey[] = ["preparing", "ready", "delivered", "cancelled"];

/**
 * product.md §4: company order labels Preparando, Pronto, Entregue, else Desconhecido; product.md D11 adds Cancelado
 * for an order cancelled in the session (key into companyOrders.status).
 */
export function companyOrderStatusKey(status: string): CompanyOrderStatusKey {
  return (KNOWN as readonly string[]).includes(status) ? (status as CompanyOrderStatusKey) : "unknown";
}

export type CompanyOrderActions = { markReady: boolean; cancel: boolean };

/** product.md §4: only preparing orders offer 'Marcar Pronto' and 'Cancelar'. */
export function companyOrderActions(status: string): CompanyOrderActions {
  const preparing = status === "preparing";
  return { markReady: preparing, cancel: preparing };
}

/** product.md §5: cancelling needs a reason that is not blank after trimming. */
export function isValidCancelReason(reason: string): boolean {
  return reason.trim().length > 0;
}

/** product.md §4/9: simulated delays; nothing is persisted on a server. */
export const MARK_READY_DELAY_MS = 800;
export const CANCEL_DELAY_MS = 1000;
