import { z } from "zod";

import { companySchema } from "@/lib/catalog/types";
import { COUPON_CODE, COUPON_DESCRIPTION_MAX, PERCENT_MAX, PERCENT_MIN } from "@/lib/company/coupon-rules";
import { localImage, money, uuid } from "@/lib/schema/primitives";

/** The company area's shapes: its product rows, its dashboard figures, its coupons, an application. */

export const companyProductSchema = z.object({
  id: uuid, // a product id of the company
  name: z.string().min(1),
  price: money.positive(),
  category: z.string().min(1),
  available: z.boolean(),
  views: z.number().int().nonnegative(),
});
export type CompanyProduct = z.infer<typeof companyProductSchema>;

/** product.md §2 Company dashboard: the store's figures, computed from its orders (public.estatisticas_loja). */
export const companyStatsSchema = z.object({
  todayOrders: z.number().int().nonnegative(),
  todayRevenue: money,
  /** minutes from confirmed to delivered over the last 30 days; null: no delivery to measure */
  avgDeliveryTime: z.number().int().nonnegative().nullable(),
  rating: z.number().min(0).max(5),
  /** percent, last 30 days over the 30 before; null: nothing sold before to compare with */
  monthlyGrowth: z.number().nullable(),
  totalCustomers: z.number().int().nonnegative(),
});
export type CompanyStats = z.infer<typeof companyStatsSchema>;

/** A company's discount coupon: a percentage (1–100) or an amount in R$, over a date range. */
export const couponSchema = z
  .object({
    id: uuid,
    companyId: uuid,
    code: z.string().regex(COUPON_CODE),
    description: z.string().min(1).max(COUPON_DESCRIPTION_MAX),
    discountType: z.enum(["percent", "amount"]),
    discountValue: z.number().positive().multipleOf(0.01),
    minOrder: z.number().nonnegative().multipleOf(0.01),
    startsAt: z.iso.date(),
    endsAt: z.iso.date(),
    uses: z.number().int().nonnegative(),
    active: z.boolean(),
    /** ISO weekdays (1 Monday .. 7 Sunday) the coupon is accepted on; absent: every day */
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
    /** only on a customer's first order at the store */
    firstOrderOnly: z.boolean().optional(),
  })
  .refine(
    (c) =>
      c.discountType === "amount" ||
      (Number.isInteger(c.discountValue) && c.discountValue >= PERCENT_MIN && c.discountValue <= PERCENT_MAX),
    {
      message: "a percentage discount is a whole number from 1 to 100",
    },
  )
  .refine((c) => c.endsAt > c.startsAt, { message: "endsAt must be after startsAt" });
export type Coupon = z.infer<typeof couponSchema>;

/**
 * A company application as only the admin sees it (product.md §4 Company approval). A new application may not
 * have uploaded a logo or cover yet; its store never reaches the storefront (status inactive).
 */
export const companyApplicationSchema = companySchema.extend({
  logo: localImage.optional(),
  coverImage: localImage.optional(),
  status: z.literal("inactive"),
});
export type CompanyApplication = z.infer<typeof companyApplicationSchema>;
