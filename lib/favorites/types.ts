/**
 * A shopper's favourite, as the dashboard shows it: a product (with its store and price) or a store (with its
 * rating and delivery time). Kept in public.favoritos; the names and pictures are the catalogue's own.
 */
export type Favorite =
  | { kind: "product"; id: string; name: string; image: string; storeName: string; price: number }
  | { kind: "store"; id: string; name: string; image: string; rating: number; deliveryTime: string };

/** The newest favourites a list shows at most. */
export const FAVORITES_LIST_LIMIT = 50;

/** What the product page's heart knows about the viewer. */
export type FavoriteState =
  { state: "visitor" } | { state: "not-customer" } | { state: "customer"; favorite: boolean };
