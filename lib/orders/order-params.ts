import { z } from "zod";

import { orders } from "@/fixtures/orders";

/** Sample order ids, prerendered by every area's order route (an order route needs at least one). */
export function sampleOrderParams(): { orderId: string }[] {
  return orders.map((order) => ({ orderId: order.id }));
}

/**
 * Order ids are UUIDs (sample and checkout alike). Anything else can never be an order, so it gets a
 * real 404; a well-formed id that is unknown may still be a checkout order kept in the browser.
 */
export function isOrderId(value: string): boolean {
  return z.uuid().safeParse(value).success;
}
