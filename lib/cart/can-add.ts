import type { CartCompany, CartProduct } from "@/lib/cart/cart-item";
import { isOpenAt } from "@/lib/store/opening-hours";

export type AddVerdict = "ok" | "unavailable" | "closed" | "mismatch";

/** product.md §6: a product can be added only if it is available and its company is open right now. */
export function canAddToCart(
  product: Pick<CartProduct, "companyId" | "available">,
  company: Pick<CartCompany, "id" | "openingHours">,
  now: Date,
): AddVerdict {
  if (product.companyId !== company.id) return "mismatch";
  if (!product.available) return "unavailable";
  if (!isOpenAt(company.openingHours, now)) return "closed";
  return "ok";
}
