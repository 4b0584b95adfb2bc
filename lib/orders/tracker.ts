import { progressPercent } from "@/lib/format";
import type { DeliveryType, Order, OrderActor, OrderStatus } from "@/lib/orders/types";

/** product.md §4: the tracker's steps, in order; a pickup order has no 'Saiu para entrega'. */
export const DELIVERY_STEPS = ["confirmed", "preparing", "ready", "on_way", "delivered"] as const;
export const PICKUP_STEPS = ["confirmed", "preparing", "ready", "delivered"] as const;
export type TrackerStep = (typeof DELIVERY_STEPS)[number];
export type StepState = "completed" | "current" | "pending";

export type Cancellation = {
  /** who cancelled, from the order's 'cancelled' event; null when no event says */
  by: OrderActor | null;
  reason: string | null;
  at: string | null;
};

export type TrackerView =
  | ({ kind: "cancelled" } & Cancellation)
  | {
      kind: "progress";
      currentIndex: number;
      percent: number;
      /** `at`: when the order reached the step (its event), null while pending or when no event says */
      steps: { step: TrackerStep; state: StepState; at: string | null }[];
    };

export type TrackedOrder = Pick<Order, "deliveryType" | "events" | "cancelReason"> & { status: string };

export function trackerSteps(deliveryType: DeliveryType): readonly TrackerStep[] {
  return deliveryType === "pickup" ? PICKUP_STEPS : DELIVERY_STEPS;
}

/** The latest event that moved the order to `status`. */
function lastEventTo(order: Pick<Order, "events">, status: OrderStatus) {
  return order.events.findLast((event) => event.to === status);
}

/** Who cancelled the order and why: the 'cancelled' event, the order's own reason first. */
export function cancellationOf(order: Pick<Order, "events" | "cancelReason">): Cancellation {
  const event = lastEventTo(order, "cancelled");
  return {
    by: event?.actor ?? null,
    reason: order.cancelReason ?? event?.reason ?? null,
    at: event?.at ?? null,
  };
}

/**
 * The tracker of an order (product.md §4). A cancelled order has left the flow, so it gets its own state (who
 * cancelled and why) instead of a step; an unknown status shows the preparing step; progress is
 * (step + 1) / steps.
 */
export function trackOrder(order: TrackedOrder): TrackerView {
  if (order.status === "cancelled") return { kind: "cancelled", ...cancellationOf(order) };
  const steps = trackerSteps(order.deliveryType);
  const found = (steps as readonly string[]).indexOf(order.status);
  const currentIndex = found === -1 ? steps.indexOf("preparing") : found;
  return {
    kind: "progress",
    currentIndex,
    percent: progressPercent(currentIndex + 1, steps.length),
    steps: steps.map((step, index) => ({
      step,
      state: index < currentIndex ? "completed" : index === currentIndex ? "current" : "pending",
      at: index <= currentIndex ? (lastEventTo(order, step)?.at ?? null) : null,
    })),
  };
}
