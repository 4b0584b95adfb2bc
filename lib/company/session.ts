import { z } from "zod";

import type { Coupon } from "@/fixtures/company-coupons";
import type { CompanyBoardOrder } from "@/lib/company/order-board";
import { COUPON_CODE } from "@/lib/company/coupon-rules";

/**
 * What a shop owner changed during this browser session (issue 11: nothing is persisted, yet an action
 * changes what the person sees): order outcomes, product availability, created coupons and coupon switches.
 */
const orderOutcomeSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("ready") }),
  z.object({ status: z.literal("cancelled"), reason: z.string().min(1) }),
]);
export type OrderOutcome = z.infer<typeof orderOutcomeSchema>;

// Shape of a coupon created in the session (the fixture's own schema stays out of client bundles).
const sessionCouponSchema = z.object({
  id: z.string().min(1),
  companyId: z.string().min(1),
  code: z.string().regex(COUPON_CODE),
  description: z.string().min(1),
  discountType: z.enum(["percent", "amount"]),
  discountValue: z.number().positive(),
  minOrder: z.number().nonnegative(),
  startsAt: z.string(),
  endsAt: z.string(),
  uses: z.number().int().nonnegative(),
  active: z.boolean(),
}) satisfies z.ZodType<Coupon>;

export const companySessionSchema = z.object({
  orders: z.record(z.string(), orderOutcomeSchema),
  products: z.record(z.string(), z.boolean()),
  coupons: z.array(sessionCouponSchema),
  couponActive: z.record(z.string(), z.boolean()),
});
export type CompanySession = z.infer<typeof companySessionSchema>;

export const EMPTY_SESSION: CompanySession = { orders: {}, products: {}, coupons: [], couponActive: {} };

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

export function withAvailability(session: CompanySession, id: string, available: boolean): CompanySession {
  return { ...session, products: { ...session.products, [id]: available } };
}

export function withCoupon(session: CompanySession, coupon: Coupon): CompanySession {
  return { ...session, coupons: [coupon, ...session.coupons] };
}

export function withCouponActive(session: CompanySession, id: string, active: boolean): CompanySession {
  return { ...session, couponActive: { ...session.couponActive, [id]: active } };
}

/** spec 4: a preparing order as the session left it: 'Pronto', or 'Cancelado' with its reason. */
export function applyOrderOutcome<O extends CompanyBoardOrder>(order: O, session: CompanySession): O {
  const outcome = session.orders[order.id];
  if (!outcome || order.status !== "preparing") return order;
  return outcome.status === "ready"
    ? { ...order, status: "ready" }
    : { ...order, status: "cancelled", cancelReason: outcome.reason };
}

export function applyAvailability<P extends { id: string; available: boolean }>(
  product: P,
  session: CompanySession,
): P {
  const available = session.products[product.id];
  return available === undefined ? product : { ...product, available };
}

/** The session's new coupons first, then the sample ones, each with its switched state. */
export function sessionCoupons(base: readonly Coupon[], session: CompanySession): Coupon[] {
  return [...session.coupons, ...base].map((coupon) => {
    const active = session.couponActive[coupon.id];
    return active === undefined ? coupon : { ...coupon, active };
  });
}
