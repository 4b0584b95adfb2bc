import { z } from "zod";

/** Order ids are UUIDs (pedidos.id): anything else can never be an order, so it gets a real 404 without a lookup. */
export function isOrderId(value: string): boolean {
  return z.uuid().safeParse(value).success;
}
