import { describe, expect, it } from "vitest";

import { trackOrder, type TrackedOrder } from "@/lib/orders/tracker";
import type { DeliveryType } from "@/lib/orders/types";
import { historyTo, orderEvent } from "@/tests/support/sample-orders";

const tracked = (status: string, deliveryType: DeliveryType = "delivery"): TrackedOrder => ({
  status,
  deliveryType,
  events: status === "lost_in_space" ? [] : historyTo(status as never, deliveryType),
  cancelReason: null,
});

// x = completed, o = current, - = pending
const marks = (order: TrackedOrder) => {
  const view = trackOrder(order);
  const mark = { completed: "x", current: "o", pending: "-" } as const;
  return view.kind === "progress" ? view.steps.map((s) => mark[s.state]).join("") : view.kind;
};

describe("order tracker (product.md §4)", () => {
  it.each([
    { status: "confirmed", type: "delivery", index: 0, percent: 20, steps: "o----" },
    { status: "preparing", type: "delivery", index: 1, percent: 40, steps: "xo---" },
    { status: "ready", type: "delivery", index: 2, percent: 60, steps: "xxo--" },
    { status: "on_way", type: "delivery", index: 3, percent: 80, steps: "xxxo-" },
    { status: "delivered", type: "delivery", index: 4, percent: 100, steps: "xxxxo" },
    { status: "lost_in_space", type: "delivery", index: 1, percent: 40, steps: "xo---" },
    // a pickup order has no 'Saiu para entrega': four steps
    { status: "confirmed", type: "pickup", index: 0, percent: 25, steps: "o---" },
    { status: "preparing", type: "pickup", index: 1, percent: 50, steps: "xo--" },
    { status: "ready", type: "pickup", index: 2, percent: 75, steps: "xxo-" },
    { status: "delivered", type: "pickup", index: 3, percent: 100, steps: "xxxo" },
    { status: "lost_in_space", type: "pickup", index: 1, percent: 50, steps: "xo--" },
  ] as const)(
    "a $type order $status sits on step $index at $percent%",
    ({ status, type, index, percent, steps }) => {
      const view = trackOrder(tracked(status, type));
      if (view.kind !== "progress") throw new Error("expected the progress tracker");
      expect(view.currentIndex).toBe(index);
      expect(view.percent).toBe(percent);
      expect(marks(tracked(status, type))).toBe(steps);
      expect(view.steps.filter((s) => s.state === "current")).toHaveLength(1);
    },
  );

  it.each([
    ["delivery", ["confirmed", "preparing", "ready", "on_way", "delivered"]],
    ["pickup", ["confirmed", "preparing", "ready", "delivered"]],
  ] as const)("a %s order's steps, in order", (type, steps) => {
    const view = trackOrder(tracked("confirmed", type));
    expect(view.kind === "progress" && view.steps.map((s) => s.step)).toEqual(steps);
  });

  it("dates each step reached with its event, and none still pending", () => {
    const view = trackOrder(tracked("ready"));
    if (view.kind !== "progress") throw new Error("expected the progress tracker");
    expect(view.steps.map((s) => s.at)).toEqual([
      "2026-11-21T23:00:00.000Z",
      "2026-11-21T23:05:00.000Z",
      "2026-11-21T23:10:00.000Z",
      null,
      null,
    ]);
  });

  it.each([
    {
      who: "the store, with its reason",
      events: [
        orderEvent(null, "confirmed", "2026-11-21T23:00:00Z", "customer"),
        orderEvent("confirmed", "cancelled", "2026-11-21T23:04:00Z", "store", "Sem entregador"),
      ],
      cancelReason: "Sem entregador",
      expected: { by: "store", reason: "Sem entregador", at: "2026-11-21T23:04:00Z" },
    },
    {
      who: "the customer, without a reason",
      events: [
        orderEvent(null, "confirmed", "2026-11-21T23:00:00Z", "customer"),
        orderEvent("confirmed", "cancelled", "2026-11-21T23:01:00Z", "customer"),
      ],
      cancelReason: null,
      expected: { by: "customer", reason: null, at: "2026-11-21T23:01:00Z" },
    },
    {
      who: "an administrator (the reason only on the event)",
      events: [orderEvent("ready", "cancelled", "2026-11-21T23:30:00Z", "admin", "Endereço fora da área")],
      cancelReason: null,
      expected: { by: "admin", reason: "Endereço fora da área", at: "2026-11-21T23:30:00Z" },
    },
    {
      who: "nobody the history names",
      events: [],
      cancelReason: "Loja fechou",
      expected: { by: null, reason: "Loja fechou", at: null },
    },
  ])("a cancelled order says who cancelled it and why: $who", ({ events, cancelReason, expected }) => {
    expect(trackOrder({ status: "cancelled", deliveryType: "delivery", events, cancelReason })).toEqual({
      kind: "cancelled",
      ...expected,
    });
  });
});
