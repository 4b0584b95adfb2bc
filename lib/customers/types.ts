import { z } from "zod";

import { addressSchema } from "@/lib/catalog/types";
import { localImage, uuid } from "@/lib/schema/primitives";

/** A customer, their saved addresses and payment methods, and a favourite restaurant card. */

export const customerSchema = z.object({
  id: uuid,
  name: z.string().min(1),
  email: z.email(),
  phone: z.string().min(8),
  address: addressSchema,
});
export type Customer = z.infer<typeof customerSchema>;

export const savedAddressSchema = addressSchema.extend({
  id: uuid,
  customerId: uuid,
  label: z.string().min(1),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const paymentMethodSchema = z.object({
  id: uuid,
  customerId: uuid,
  type: z.enum(["credit", "debit"]),
  label: z.string().min(1),
  last4: z.string().regex(/^\d{4}$/),
  brand: z.string().min(1),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const favoriteRestaurantSchema = z.object({
  id: uuid, // a company id
  name: z.string().min(1),
  cuisine: z.string().min(1),
  rating: z.number().min(0).max(5),
  deliveryTime: z.string().min(1),
  image: localImage,
});
export type FavoriteRestaurant = z.infer<typeof favoriteRestaurantSchema>;
