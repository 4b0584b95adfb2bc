import { isUuid } from "@/lib/schema/primitives";

/** Order ids are UUIDs (pedidos.id): anything else can never be an order, so it gets a real 404 without a lookup. */
export function isOrderId(value: string): boolean {
  return isUuid(value);
}
