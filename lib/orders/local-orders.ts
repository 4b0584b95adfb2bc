import { z } from "zod";

import { orderSchema, type Order } from "@/lib/orders/types";

/** Orders placed at checkout live only in this browser (product.md §7: checkout is local). One versioned key. */
export const LOCAL_ORDERS_KEY = "vitrine:orders:v1";
// Keeps storage bounded: a demo browser never needs more than the latest orders.
export const LOCAL_ORDERS_LIMIT = 50;

const storedOrdersSchema = z.object({ version: z.literal(1), orders: z.array(orderSchema) });

/** Parses the stored JSON; corrupt data reads as no orders (and is overwritten by the next checkout). */
export function parseLocalOrders(raw: string | null): Order[] {
  if (raw === null) return [];
  try {
    const parsed = storedOrdersSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.orders : [];
  } catch {
    return [];
  }
}

export function serializeLocalOrders(orders: Order[]): string {
  return JSON.stringify({ version: 1, orders: orders.slice(0, LOCAL_ORDERS_LIMIT) });
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Newest first. */
export function readLocalOrders(): Order[] {
  return parseLocalOrders(storage()?.getItem(LOCAL_ORDERS_KEY) ?? null);
}

export function findLocalOrder(id: string): Order | undefined {
  return readLocalOrders().find((order) => order.id === id);
}

/** Prepends new orders; throws when storage is unavailable or full so checkout can keep the form intact. */
export function saveLocalOrders(newOrders: Order[]): void {
  const store = storage();
  if (!store) throw new Error("localStorage unavailable");
  const valid = newOrders.map((order) => orderSchema.parse(order));
  store.setItem(LOCAL_ORDERS_KEY, serializeLocalOrders([...valid, ...readLocalOrders()]));
}
