import { vi } from "vitest";

// Stand-in for "@/lib/areas/simulate" (use: vi.mock("@/lib/areas/simulate", () => import("./simulate-mock"))).
// Pretend requests finish only when the test says so, so "still running" assertions cannot race a real timer.
const waiting: Array<() => void> = [];

export const simulateDelay = vi.fn(
  (_ms: number) =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
    }),
);

/** Finishes every pretend request started so far. */
export function finishSimulatedRequests() {
  for (const resolve of waiting.splice(0)) resolve();
}
