import { z } from "zod";

import { ADVERTISER_NOTIFICATION_KEYS } from "@/lib/advertiser/notifications";
import { isoDate, localImage, money, uuid } from "@/lib/schema/primitives";

/** The advertiser area's shapes: metrics, campaigns, ads, invoices, the payment method and the account. */

export const advertiserMetricsSchema = z.object({
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  ctr: z.number().nonnegative(), // percent
  spent: money,
  conversions: z.number().int().nonnegative(),
  cpc: money,
});
export type AdvertiserMetrics = z.infer<typeof advertiserMetricsSchema>;

export const campaignSchema = z.object({
  id: uuid,
  name: z.string().min(1),
  status: z.enum(["active", "paused", "finished"]),
  budget: money,
  spent: money,
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  ctr: z.number().nonnegative(),
  startDate: isoDate,
  endDate: isoDate,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const adSchema = z.object({
  id: uuid,
  campaignId: uuid,
  title: z.string().min(1),
  description: z.string().min(1),
  image: localImage,
  status: z.enum(["active", "paused", "finished"]),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
});
export type Ad = z.infer<typeof adSchema>;

export const advertiserInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().regex(/^FAT-\d{4}-\d{4}$/),
  /** the month billed, aaaa-mm: plan fee plus that month's media spend */
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  issueDate: z.iso.date(),
  dueDate: z.iso.date(),
  amount: money,
  status: z.enum(["paid", "pending", "overdue"]),
});
export type AdvertiserInvoice = z.infer<typeof advertiserInvoiceSchema>;

export const advertiserPaymentMethodSchema = z.object({
  type: z.enum(["credit", "debit"]),
  brand: z.string().min(1),
  last4: z.string().regex(/^\d{4}$/),
  holder: z.string().min(1),
  /** mm/aaaa */
  expires: z.string().regex(/^(0[1-9]|1[0-2])\/\d{4}$/),
});
export type AdvertiserPaymentMethod = z.infer<typeof advertiserPaymentMethodSchema>;

export const advertiserAccountSchema = z.object({
  companyName: z.string().min(1),
  contactName: z.string().min(1),
  email: z.email(),
  phone: z.string().min(8),
  website: z.string(),
  notifications: z.record(z.enum(ADVERTISER_NOTIFICATION_KEYS), z.boolean()),
});
export type AdvertiserAccount = z.infer<typeof advertiserAccountSchema>;

/** One day of the demo advertiser's delivery (product.md §3 Advertiser metrics, per day). */
export const advertiserDailyStatSchema = z.object({
  date: z.iso.date(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  spent: z.number().nonnegative().multipleOf(0.01),
  conversions: z.number().int().nonnegative(),
});
export type AdvertiserDailyStat = z.infer<typeof advertiserDailyStatSchema>;
