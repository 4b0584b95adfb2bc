import { describe, expect, it } from "vitest";

import { trackOrder } from "@/lib/orders/tracker";

const states = (status: string) => {
  const view = trackOrder(status);
  const mark = { completed: "x", current: "o", pending: "-" } as const;
  return view.kind === "progress" ? view.steps.map((s) => mark[s.state]).join("") : view.kind;
};

describe("order tracker (product.md §4)", () => {
  it.each([
    // x = completed, o = current, - = pending
    { status: "confirmed", index: 0, percent: 20, steps: "o----" },
    { status: "preparing", index: 1, percent: 40, steps: "xo---" },
    { status: "ready", index: 2, percent: 60, steps: "xxo--" },
    { status: "on_way", index: 3, percent: 80, steps: "xxxo-" },
    { status: "delivered", index: 4, percent: 100, steps: "xxxxo" },
    { status: "lost_in_space", index: 1, percent: 40, steps: "xo---" },
  ])("$status sits on step $index at $percent%", ({ status, index, percent, steps }) => {
    const view = trackOrder(status);
    if (view.kind !== "progress") throw new Error("expected the progress tracker");
    expect(view.currentIndex).toBe(index);
    expect(view.percent).toBe(percent);
    expect(states(status)).toBe(steps);
    expect(view.steps[index]?.state).toBe("current");
    expect(view.steps.filter((s) => s.state === "current")).toHaveLength(1);
  });

  it("lists the five steps in order", () => {
    const view = trackOrder("confirmed");
    expect(view.kind === "progress" && view.steps.map((s) => s.step)).toEqual([
      "confirmed",
      "preparing",
      "ready",
      "on_way",
      "delivered",
    ]);
  });

  it("shows a cancelled order as cancelled, not as a step", () => {
    expect(trackOrder("cancelled")).toEqual({ kind: "cancelled" });
  });
});
