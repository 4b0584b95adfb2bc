import {
  canTransition,
  needsReason,
  nextStep,
  type OrderDeliveryType,
  type OrderRole,
} from "@/lib/orders/transitions";
import type { OrderStatus, PaymentChoice } from "@/lib/orders/types";

/**
 * The buttons an order shows to each of its parties, decided from lib/orders/transitions.ts (the twin of the
 * database's table), so a screen never offers a move the database would refuse. Keys under `orderActions`.
 */

/** The longest cancellation reason the database keeps (pedidos.motivo_cancelamento). */
export const CANCEL_REASON_MAX = 300;

export type ForwardActionKey = "accept" | "markReady" | "dispatch" | "handOver" | "confirmDelivery";

const FORWARD_KEYS: Partial<Record<`${OrderStatus}>${OrderStatus}`, ForwardActionKey>> = {
  "confirmed>preparing": "accept",
  "preparing>ready": "markReady",
  "ready>on_way": "dispatch",
  "ready>delivered": "handOver",
  "on_way>delivered": "confirmDelivery",
};

export type StatusActions = {
  /** the one forward move this party may make now */
  forward: { to: OrderStatus; key: ForwardActionKey } | null;
  /** 'Cancelar' for the store and administrators (a reason required), 'Cancelar pedido' for the customer */
  cancel: { key: "cancel" | "cancelOwn"; reasonRequired: boolean } | null;
  /** 'Pix: confira o pagamento': a Pix order the store has not accepted yet (no payment provider confirms it) */
  pixCheck: boolean;
};

export function statusActionsFor(
  status: OrderStatus,
  role: OrderRole,
  deliveryType: OrderDeliveryType,
  paymentMethod: PaymentChoice,
): StatusActions {
  const to = nextStep(status, role, deliveryType);
  const key = to ? FORWARD_KEYS[`${status}>${to}`] : undefined;
  const cancellable = canTransition(status, "cancelled", role, deliveryType);
  return {
    forward: to && key ? { to, key } : null,
    cancel: cancellable
      ? { key: role === "customer" ? "cancelOwn" : "cancel", reasonRequired: needsReason("cancelled", role) }
      : null,
    pixCheck: role === "store" && status === "confirmed" && paymentMethod === "pix",
  };
}

export type DoneMessageKey =
  | "preparing"
  | "ready"
  | "readyForPickup"
  | "on_way"
  | "delivered"
  | "handedOver"
  | "cancelled"
  | "cancelledByCustomer"
  | "updated";

/** The success toast (under `orderActions.done`) once an order moved to `to`. */
export function doneMessageKey(
  to: OrderStatus,
  deliveryType: OrderDeliveryType,
  role: OrderRole,
): DoneMessageKey {
  const pickup = deliveryType === "pickup";
  if (to === "ready") return pickup ? "readyForPickup" : "ready";
  if (to === "delivered") return pickup ? "handedOver" : "delivered";
  if (to === "cancelled") return role === "customer" ? "cancelledByCustomer" : "cancelled";
  // no move leads back to confirmed: a plain 'Pedido atualizado'
  return to === "confirmed" ? "updated" : to;
}

export type CancelReasonProblem = "required" | "tooLong" | null;

/** A store's or an administrator's reason must not be blank once trimmed; nobody's may pass the limit. */
export function cancelReasonProblem(reason: string, required: boolean): CancelReasonProblem {
  const trimmed = reason.trim();
  if (required && trimmed === "") return "required";
  return trimmed.length > CANCEL_REASON_MAX ? "tooLong" : null;
}
