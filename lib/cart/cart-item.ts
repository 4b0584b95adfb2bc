import type { Company, Product } from "@/fixtures/schemas";

/**
 * What a cart line keeps of a product: what the cart, the checkout and spec 6's add check read. A card's
 * add button carries only this (issue 12: small props to client islands, never whole fixture objects).
 */
export type CartProduct = Pick<Product, "id" | "companyId" | "name" | "price" | "image" | "available">;

/** What a cart line keeps of its company: name, pickup address, opening hours (spec 6) and delivery terms. */
export type CartCompany = Pick<
  Company,
  "id" | "name" | "address" | "openingHours" | "deliveryFee" | "deliveryTime"
>;

export function cartProduct({ id, companyId, name, price, image, available }: CartProduct): CartProduct {
  return { id, companyId, name, price, image, available };
}

export function cartCompany({
  id,
  name,
  address,
  openingHours,
  deliveryFee,
  deliveryTime,
}: CartCompany): CartCompany {
  return { id, name, address, openingHours, deliveryFee, deliveryTime };
}
