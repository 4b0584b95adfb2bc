import { productPath } from "@/lib/seo/urls";

/** The query a visitor's heart tap carries through the sign-in, so the product page completes the favourite. */
export const FAVORITE_INTENT_PARAM = "favoritar";

/** Where the login sends a visitor who tapped the heart: back to the product, asking for the favourite. */
export function favoriteReturnPath(productId: string): string {
  return `${productPath(productId)}?${FAVORITE_INTENT_PARAM}=1`;
}

/** Whether the page's query asks to complete a favourite. */
export function hasFavoriteIntent(search: string): boolean {
  return new URLSearchParams(search).get(FAVORITE_INTENT_PARAM) === "1";
}
