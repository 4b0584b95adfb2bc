import { z } from "zod";

import { planTierSchema } from "@/lib/catalog/types";
import { count, isoDateTime, localImage, money, uuid } from "@/lib/schema/primitives";

/** The back office's shapes: administrators and their permissions, report figures, plans, the theme. */

const crud = { view: z.boolean(), create: z.boolean(), edit: z.boolean(), delete: z.boolean() };

export const permissionSetSchema = z.object({
  dashboard: z.boolean(),
  companies: z.object({ ...crud, approve: z.boolean() }),
  users: z.object({ view: z.boolean(), edit: z.boolean(), delete: z.boolean(), moderate: z.boolean() }),
  categories: z.object(crud),
  layout: z.object({ view: z.boolean(), edit: z.boolean() }),
  plans: z.object(crud),
  settings: z.object({ view: z.boolean(), edit: z.boolean() }),
});
export type PermissionSet = z.infer<typeof permissionSetSchema>;

export const adminRoleSchema = z.enum(["moderator", "admin", "superadmin"]);
export type AdminRole = z.infer<typeof adminRoleSchema>;
export const adminUserSchema = z.object({
  id: uuid,
  name: z.string().min(1),
  email: z.email(),
  role: adminRoleSchema,
  avatar: localImage.optional(),
  permissions: permissionSetSchema,
  createdAt: isoDateTime,
  lastLogin: isoDateTime.optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The platform's figures for one report period (product.md §2 Relatórios), from public.relatorio_admin. */
export const adminReportFiguresSchema = z.object({
  companies: z.object({ registered: count, approved: count, rejected: count }),
  users: z.object({ newUsers: count, activeUsers: count, returningUsers: count }),
  revenue: z.object({ gross: money, paidOrders: count }),
  // visits and searches are not measured by the app: orders are the activity it knows
  activity: z.object({ orders: count, cancelled: count }),
});
export type AdminReportFigures = z.infer<typeof adminReportFiguresSchema>;

export const planSchema = z.object({
  id: uuid,
  name: z.string().min(1),
  description: z.string().min(1),
  price: money,
  features: z.array(z.string().min(1)).min(1),
  maxProducts: z.number().int().min(-1), // -1 = unlimited
  maxImages: z.number().int().min(-1),
  featured: z.boolean(),
  priority: z.number().int().min(1).max(3),
  analytics: z.boolean(),
  support: z.enum(["basic", "priority", "premium"]),
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  status: z.enum(["active", "inactive"]),
  type: z.enum(["company", "advertiser"]),
  maxAds: z.number().int().min(-1).optional(),
  maxImpressions: z.number().int().min(-1).optional(),
  // the store plan a company plan stands for (lojas.plano); plans created later stand for none
  tier: planTierSchema.optional(),
});
export type Plan = z.infer<typeof planSchema>;

export const themeSchema = z.object({
  primaryColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  secondaryColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  accentColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  backgroundColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  textColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  logo: localImage,
  favicon: localImage,
  headerStyle: z.enum(["solid", "gradient", "transparent"]),
  borderRadius: z.string().regex(/^\d+(\.\d+)?(rem|px)$/),
});
export type Theme = z.infer<typeof themeSchema>;
