import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { OrderCourierNote } from "@/components/orders/order-courier-note";
import { courierLeg } from "@/lib/orders/courier";
import type { OrderEvent, OrderStatus } from "@/lib/orders/types";
import { renderWithIntl } from "@/tests/support/render";

const event = (from: OrderStatus | null, to: OrderStatus, at: string): OrderEvent => ({
  from,
  to,
  actor: "store",
  at,
  reason: null,
});

const events = [
  event(null, "confirmed", "2026-11-21T20:00:00-03:00"),
  event("confirmed", "preparing", "2026-11-21T20:05:00-03:00"),
  event("preparing", "ready", "2026-11-21T20:25:00-03:00"),
  event("ready", "on_way", "2026-11-21T20:32:00-03:00"),
];

describe("who carries an order on the way, and since when", () => {
  it.each<[OrderStatus, OrderEvent[], ReturnType<typeof courierLeg>]>([
    ["on_way", events, { since: "2026-11-21T20:32:00-03:00" }],
    ["on_way", events.slice(0, 3), { since: null }],
    ["on_way", [], { since: null }],
    ["ready", events.slice(0, 3), null],
    ["delivered", [...events, event("on_way", "delivered", "2026-11-21T20:50:00-03:00")], null],
    ["cancelled", events, null],
  ])("a %s order → %j", (status, history, leg) => {
    expect(courierLeg({ status, events: history })).toEqual(leg);
  });

  it("names the store's courier when the courier's name cannot be read, with the time it left", () => {
    renderWithIntl(<OrderCourierNote order={{ status: "on_way", events }} />);
    expect(screen.getByRole("heading", { name: "Pedido em rota" })).toBeInTheDocument();
    expect(
      screen.getByText("Entregador da loja saiu com o pedido em 21/11/2026 às 20:32."),
    ).toBeInTheDocument();
  });

  it("names the courier when it is known", () => {
    renderWithIntl(
      <OrderCourierNote order={{ status: "on_way", events: [] }} courierName="Carlos Entregas" />,
    );
    expect(screen.getByText("Carlos Entregas está levando o pedido.")).toBeInTheDocument();
  });

  it("says nothing for an order that is not on the way", () => {
    const { container } = renderWithIntl(<OrderCourierNote order={{ status: "ready", events }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
