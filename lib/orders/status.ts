import type { OrderStatus } from "@/lib/orders/types";

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

/** product.md §4 tracker labels; anything else (cancelled included) reads 'Desconhecido'. */
const TRACKER_LABELS: Partial<Record<string, StatusLabelKey>> = {
  confirmed: "confirmed",
  preparing: "preparing",
  ready: "readyForDelivery",
  on_way: "outForDelivery",
  delivered: "delivered",
};

/** product.md §4: history labels add cancelled = Cancelado and say 'A caminho' for on_way. */
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

/** The Badge variant of each tone: the dashboards' cards and the history pill colour a status alike. */
export type StatusBadgeVariant = "default" | "secondary" | "outline" | "destructive" | "success";

const BADGE_VARIANTS: Record<StatusTone, StatusBadgeVariant> = {
  info: "default",
  warning: "secondary",
  success: "success",
  danger: "destructive",
  neutral: "outline",
};

/** One status table for every view: the tracker, the history, the customer's and the company's cards. */
export function statusBadgeVariant(status: string): StatusBadgeVariant {
  return BADGE_VARIANTS[statusTone(status)];
}
