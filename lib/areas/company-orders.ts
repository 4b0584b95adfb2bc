import type { CompanyOrder } from "@/fixtures/schemas";

export type CompanyOrderStatusKey = CompanyOrder["status"] | "unknown";
export type BadgeTone = "default" | "secondary" | "outline" | "destructive" | "success";

const KNOWN: readonly CompanyOrder["status"][] = ["preparing", "ready", "delivered"];

/** spec 4: company order labels Preparando, Pronto, Entregue, else Desconhecido (key into statusLabels.companyOrder). */
export function companyOrderStatusKey(status: string): CompanyOrderStatusKey {
  return (KNOWN as readonly string[]).includes(status) ? (status as CompanyOrder["status"]) : "unknown";
}

const TONE: Record<CompanyOrderStatusKey, BadgeTone> = {
  preparing: "secondary",
  ready: "default",
  delivered: "success",
  unknown: "outline",
};

export function companyOrderBadgeTone(status: string): BadgeTone {
  return TONE[companyOrderStatusKey(status)];
}

export type CompanyOrderActions = { markReady: boolean; cancel: boolean };

/** spec 4: only preparing orders offer 'Marcar Pronto' and 'Cancelar'. */
export function companyOrderActions(status: string): CompanyOrderActions {
  const preparing = status === "preparing";
  return { markReady: preparing, cancel: preparing };
}

/** spec 5: cancelling needs a reason that is not blank after trimming. */
export function isValidCancelReason(reason: string): boolean {
  return reason.trim().length > 0;
}

/** spec 4: simulated delays; nothing is persisted. */
export const MARK_READY_DELAY_MS = 800;
export const CANCEL_DELAY_MS = 1000;
