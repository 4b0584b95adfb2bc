import { z } from "zod";

import type { CompanyBoardOrder } from "@/lib/company/order-board";

/**
 * What a shop owner did to the sample orders during this browser session (orders are not in the database
 * yet, but an action changes what the person sees): marked ready or cancelled with a reason. Products and
 * coupons are saved in the database (lib/company/product-actions.ts, coupon-actions.ts).
 */
const orderOutcomeSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("ready") }),
  z.object({ status: z.literal("cancelled"), reason: z.string().min(1) }),
]);
export type OrderOutcome = z.infer<typeof orderOutcomeSchema>;

export const companySessionSchema = z.object({
  orders: z.record(z.string(), orderOutcomeSchema),
});
export type CompanySession = z.infer<typeof companySessionSchema>;

export const EMPTY_SESSION: CompanySession = { orders: {} };

/** Stored session JSON, or the empty session when it is missing or not ours. */
export function parseCompanySession(raw: string | null): CompanySession {
  if (!raw) return EMPTY_SESSION;
  try {
    return companySessionSchema.parse(JSON.parse(raw));
  } catch {
    return EMPTY_SESSION;
  }
}

export function withOrderOutcome(session: CompanySession, id: string, outcome: OrderOutcome): CompanySession {
  return { ...session, orders: { ...session.orders, [id]: outcome } };
}

/** A preparing order as the session left it: 'Pronto', or 'Cancelado' with its reason. */
export function applyOrderOutcome<O extends CompanyBoardOrder>(order: O, session: CompanySession): O {
  const outcome = session.orders[order.id];
  if (!outcome || order.status !== "preparing") return order;
  return outcome.status === "ready"
    ? { ...order, status: "ready" }
    : { ...order, status: "cancelled", cancelReason: outcome.reason };
}
