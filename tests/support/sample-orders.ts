import { HOME_ADDRESS } from "@/tests/support/sample-addresses";
import type { Order, OrderActor, OrderEvent, OrderStatus } from "@/lib/orders/types";

/**
 * Orders as lib/data/orders.ts returns them, built in the test that reads them (the demo's orders are seed rows
 * now, not constants): a delivery of the demo bakery to Ana, confirmed 20:00 on 21/11/2026 (São Paulo).
 */

export const ANA_ID = "4105777f-686d-4c13-a805-fe8808d84b12";
export const BAKERY_ID = "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3";

export function orderEvent(
  from: OrderStatus | null,
  to: OrderStatus,
  at: string,
  actor: OrderActor = "store",
  reason: string | null = null,
): OrderEvent {
  return { from, to, actor, at, reason };
}

const FLOW: OrderStatus[] = ["confirmed", "preparing", "ready", "on_way", "delivered"];

/** The events that brought a delivery order to `status`, five minutes apart from 20:00. */
export function historyTo(
  status: OrderStatus,
  deliveryType: Order["deliveryType"] = "delivery",
): OrderEvent[] {
  const flow = deliveryType === "pickup" ? FLOW.filter((step) => step !== "on_way") : FLOW;
  const at = (minutes: number) =>
    new Date(Date.parse("2026-11-21T20:00:00-03:00") + minutes * 60_000).toISOString();
  const target = status === "cancelled" ? 0 : flow.indexOf(status);
  const events = flow
    .slice(0, target + 1)
    .map((to, index) =>
      orderEvent(
        index === 0 ? null : flow[index - 1]!,
        to,
        at(index * 5),
        index === 0 ? "customer" : "store",
      ),
    );
  if (status === "cancelled")
    events.push(orderEvent("confirmed", "cancelled", at(7), "store", "Acabou o fermento."));
  return events;
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? "preparing";
  const deliveryType = overrides.deliveryType ?? "delivery";
  return {
    id: "41729b67-a172-4a48-9a28-fea04ac9db97",
    customerId: ANA_ID,
    restaurantId: BAKERY_ID,
    companyName: "Padaria Pão Quente",
    customerName: "Ana Paula Souza",
    customerPhone: "(31) 98765-4321",
    items: [
      {
        productId: "d00a9bf0-694a-4dc6-9d38-5cce4b3a09ba",
        name: "Pão francês (10 unidades)",
        quantity: 1,
        price: 8.5,
      },
      {
        productId: "869464e5-37a8-4f4e-84d8-12e56785e5ee",
        name: "Pão de queijo mineiro (6 unidades)",
        quantity: 2,
        price: 12,
      },
    ],
    status,
    orderTime: "2026-11-21T23:00:00.000Z",
    estimatedDelivery: "20-30 min",
    deliveryType,
    paymentMethod: "credit",
    subtotal: 32.5,
    deliveryFee: deliveryType === "pickup" ? 0 : 4.99,
    discount: 0,
    total: deliveryType === "pickup" ? 32.5 : 37.49,
    couponCode: null,
    notes: "Tocar o interfone do apartamento 802.",
    address: deliveryType === "pickup" ? null : HOME_ADDRESS,
    cancelReason: status === "cancelled" ? "Acabou o fermento." : null,
    courierId: null,
    events: historyTo(status, deliveryType),
    ...overrides,
  };
}
