import { z } from "zod";

import { localImage, uuid } from "@/lib/schema/primitives";

/**
 * A favourite restaurant card (still sample data, product.md §3). A customer's own records live elsewhere: the
 * profile in lib/data/customers.ts, saved addresses in lib/customers/addresses.ts; no card data is ever kept.
 */
export const favoriteRestaurantSchema = z.object({
  id: uuid, // a company id
  name: z.string().min(1),
  cuisine: z.string().min(1),
  rating: z.number().min(0).max(5),
  deliveryTime: z.string().min(1),
  image: localImage,
});
export type FavoriteRestaurant = z.infer<typeof favoriteRestaurantSchema>;
