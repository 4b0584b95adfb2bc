import type { OrderStatus } from "@/lib/orders/types";
import { ORDER_ROLES, type OrderDeliveryType, type OrderRole } from "@/lib/orders/transitions";

/**
 * Every move of every status by every role, for both kinds of order, with the answer written out by hand:
 * run against lib/orders/transitions.ts (tests/orders/transitions.test.ts) and against the database's
 * private.transicao_permitida and public.mudar_status_pedido (tests/backend/sql-pedidos.ts).
 */

export const STATUSES: readonly OrderStatus[] = [
  "confirmed",
  "preparing",
  "ready",
  "on_way",
  "delivered",
  "cancelled",
];
export const DELIVERY_TYPES: readonly OrderDeliveryType[] = ["delivery", "pickup"];

type Allowed = readonly [
  from: OrderStatus,
  to: OrderStatus,
  role: OrderRole,
  type: OrderDeliveryType | "both",
];

const ALLOWED: readonly Allowed[] = [
  ["confirmed", "preparing", "store", "both"],
  ["confirmed", "cancelled", "store", "both"],
  ["confirmed", "cancelled", "customer", "both"],
  ["confirmed", "cancelled", "admin", "both"],
  ["preparing", "ready", "store", "both"],
  ["preparing", "cancelled", "store", "both"],
  ["preparing", "cancelled", "admin", "both"],
  ["ready", "delivered", "store", "pickup"],
  ["ready", "on_way", "store", "delivery"],
  ["ready", "on_way", "courier", "delivery"],
  ["on_way", "delivered", "store", "delivery"],
  ["on_way", "delivered", "courier", "delivery"],
  ["ready", "cancelled", "admin", "both"],
  ["on_way", "cancelled", "admin", "both"],
];

export type TransitionCase = {
  from: OrderStatus;
  to: OrderStatus;
  role: OrderRole;
  type: OrderDeliveryType;
  allowed: boolean;
};

export const transitionCases: TransitionCase[] = STATUSES.flatMap((from) =>
  STATUSES.filter((to) => to !== from).flatMap((to) =>
    ORDER_ROLES.flatMap((role) =>
      DELIVERY_TYPES.map((type) => ({
        from,
        to,
        role,
        type,
        allowed: ALLOWED.some(
          ([f, t, r, d]) => f === from && t === to && r === role && (d === "both" || d === type),
        ),
      })),
    ),
  ),
);
