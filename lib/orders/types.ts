import { z } from "zod";

import { hhmm, isoDate, isoDateTime, localImage, money, uuid } from "@/lib/schema/primitives";

/** Orders and the views derived from them (history rows, the customer's and the company's order cards). */

export const orderStatusSchema = z.enum([
  "confirmed",
  "preparing",
  "ready",
  "on_way",
  "delivered",
  "cancelled",
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const paymentChoiceSchema = z.enum(["credit", "debit", "pix"]);
export type PaymentChoice = z.infer<typeof paymentChoiceSchema>;

export const orderItemSchema = z.object({
  productId: uuid,
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  price: money.positive(),
});
export const orderSchema = z.object({
  id: uuid,
  customerId: uuid,
  restaurantId: uuid, // product.md §3 keeps the name; it is any company's id
  items: z.array(orderItemSchema).min(1),
  status: orderStatusSchema,
  orderTime: isoDateTime,
  estimatedDelivery: z.string().min(1), // e.g. "35-45 min"
  deliveryType: z.enum(["delivery", "pickup"]),
  deliveryFee: money,
  total: money.positive(),
  paymentMethod: paymentChoiceSchema,
  notes: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** Order history row (product.md §3 "History entry"); id is an existing order's id. */
export const historyEntrySchema = z.object({
  id: uuid,
  date: isoDate,
  time: hhmm,
  status: orderStatusSchema,
  total: money.positive(),
  items: z.number().int().positive(),
  company: z.string().min(1),
  companyLogo: localImage,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const customerOrderSchema = z.object({
  id: uuid,
  restaurantName: z.string().min(1),
  items: z.array(z.string().min(1)).min(1),
  total: money.positive(),
  status: z.enum(["delivered", "preparing", "on_way"]),
  date: isoDate,
  deliveryTime: z.string().min(1),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const companyOrderSchema = z.object({
  id: uuid,
  companyId: uuid,
  customer: z.string().min(1),
  items: z.array(z.string().min(1)).min(1),
  total: money.positive(),
  status: z.enum(["preparing", "ready", "delivered"]),
  time: hhmm,
});
export type CompanyOrder = z.infer<typeof companyOrderSchema>;
