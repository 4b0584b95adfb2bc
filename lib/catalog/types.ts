import { z } from "zod";

import { weekdays, type Weekday } from "@/lib/catalog/weekdays";
import { hhmm, isoDateTime, localImage, money, uuid } from "@/lib/schema/primitives";

/**
 * The catalogue's domain shapes (a store is a `Company`, what it sells a `Product`) and their zod schemas,
 * as the screens use them; database rows become these in lib/catalog/rows.ts.
 */

export const weekdaySchema = z.enum(weekdays);
export { weekdays, type Weekday };

export const dayHoursSchema = z
  .object({ open: hhmm, close: hhmm, closed: z.boolean() })
  .refine((day) => day.close > day.open, { message: "close must be later than open" });
/** product.md §3: keyed by lowercase English weekday; a missing day counts as closed (product.md §4). */
export const openingHoursSchema = z.partialRecord(weekdaySchema, dayHoursSchema);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const addressSchema = z.object({
  street: z.string().min(1),
  city: z.string().min(1),
  neighborhood: z.string().min(1),
  state: z.string().length(2),
  zipCode: z.string().regex(/^\d{5}-\d{3}$/),
});
export type Address = z.infer<typeof addressSchema>;

export const serviceTypeSchema = z.enum(["restaurant", "market", "pharmacy"]);
export const planTierSchema = z.enum(["free", "basic", "premium"]);
export type PlanTier = z.infer<typeof planTierSchema>;

export const companySchema = z.object({
  id: uuid,
  name: z.string().min(1),
  description: z.string().min(1),
  logo: localImage,
  coverImage: localImage,
  phone: z.string().min(8),
  whatsapp: z.string().min(8),
  instagram: z.string().startsWith("@"),
  email: z.email(),
  serviceType: serviceTypeSchema,
  /** Storefront visibility: only active companies appear in search (product.md §5). */
  status: z.enum(["active", "inactive"]),
  /** Admin approval workflow (product.md §2 Empresas, product.md §4 Company approval). */
  approval: z.enum(["approved", "pending", "rejected"]),
  plan: planTierSchema,
  rating: z.number().min(0).max(5),
  /** how many ratings `rating` averages (lojas.total_avaliacoes); the seed's source computes it */
  ratingCount: z.number().int().nonnegative().optional(),
  deliveryTime: z.string().regex(/^\d+-\d+ min$/),
  deliveryFee: money,
  address: addressSchema,
  /** UI category (uiCategories id) the company is listed under. */
  categoryId: uuid,
  createdAt: isoDateTime,
  openingHours: openingHoursSchema,
});
export type Company = z.infer<typeof companySchema>;

export const productSchema = z.object({
  id: uuid,
  companyId: uuid,
  name: z.string().min(1),
  description: z.string().min(1),
  price: money.positive(),
  image: localImage,
  /** uiCategories id; the same ids are seeded into the categorias table. */
  categoryId: uuid,
  available: z.boolean(),
  featured: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const uiCategorySchema = z.object({
  id: uuid,
  name: z.string().min(1),
  icon: z.string().min(1), // lucide icon name, e.g. "utensils"
  description: z.string(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  status: z.enum(["active", "inactive"]),
  count: z.number().int().nonnegative(),
  featured: z.boolean(),
});
export type UiCategory = z.infer<typeof uiCategorySchema>;
