import { z } from "zod";

/**
 * Order ids are UUIDs (sample and checkout alike). Anything else can never be an order, so it gets a
 * real 404; a well-formed id that is unknown may still be a checkout order kept in the browser.
 */
export function isOrderId(value: string): boolean {
  return z.uuid().safeParse(value).success;
}
