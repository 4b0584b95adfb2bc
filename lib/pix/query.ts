import { z } from "zod";

import type { Order } from "@/lib/orders/types";
import { PIX_MAX_AMOUNT, PIX_TXID_PATTERN, pixTxid } from "@/lib/pix/rules";

/** What a Pix charge is built from; a code is only ever generated from input that passed this. */
export const pixChargeInputSchema = z.object({
  txid: z.string().regex(PIX_TXID_PATTERN),
  amount: z.number().positive().max(PIX_MAX_AMOUNT).multipleOf(0.01),
  placedAt: z.iso.datetime({ offset: true }),
});
export type PixChargeInput = z.infer<typeof pixChargeInputSchema>;

// The amount travels as text with at most 2 decimals ('67.50'), never as an exponent or a locale format.
const querySchema = z.object({
  txid: z.string(),
  amount: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/)
    .transform(Number),
  placedAt: z.string(),
});

/** `?txid=…&amount=…&placedAt=…` of GET /api/pix; null when anything is missing or out of range. */
export function parsePixQuery(params: URLSearchParams): PixChargeInput | null {
  const raw = querySchema.safeParse(Object.fromEntries(params));
  if (!raw.success) return null;
  const input = pixChargeInputSchema.safeParse(raw.data);
  return input.success ? input.data : null;
}

/** The query for an order placed in this browser: its txid, total with 2 decimals and order time. */
export function pixQueryFor(order: Pick<Order, "id" | "total" | "orderTime">): URLSearchParams {
  return new URLSearchParams({
    txid: pixTxid(order.id),
    amount: order.total.toFixed(2),
    placedAt: order.orderTime,
  });
}
