import type { OrderStatus } from "@/fixtures/schemas";

/** Message keys under the `orderStatus` namespace. */
export type StatusLabelKey =
  | "confirmed"
  | "preparing"
  | "readyForDelivery"
  | "outForDelivery"
  | "onTheWay"
  | "delivered"
  | "cancelled"
  | "unknown";

/** spec 4 tracker labels; anything else (cancelled included) reads 'Desconhecido'. */
const TRACKER_LABELS: Partial<Record<string, StatusLabelKey>> = {
  confirmed: "confirmed",
  preparing: "preparing",
  ready: "readyForDelivery",
  on_way: "outForDelivery",
  delivered: "delivered",
};

/** spec 4: history labels add cancelled = Cancelado and say 'A caminho' for on_way. */
const HISTORY_LABELS: Partial<Record<string, StatusLabelKey>> = {
  ...TRACKER_LABELS,
  on_way: "onTheWay",
  cancelled: "cancelled",
};

export function trackerStatusLabel(status: string): StatusLabelKey {
  return TRACKER_LABELS[status] ?? "unknown";
}

export function historyStatusLabel(status: string): StatusLabelKey {
  return HISTORY_LABELS[status] ?? "unknown";
}

export type StatusTone = "info" | "warning" | "success" | "danger" | "neutral";

const TONES: Record<OrderStatus, StatusTone> = {
  confirmed: "info",
  preparing: "warning",
  ready: "info",
  on_way: "info",
  delivered: "success",
  cancelled: "danger",
};

/** Badge colour family of a status; unknown statuses stay neutral. */
export function statusTone(status: string): StatusTone {
  return (TONES as Partial<Record<string, StatusTone>>)[status] ?? "neutral";
}
