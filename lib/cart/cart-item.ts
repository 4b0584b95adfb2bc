import type { Company, Product } from "@/lib/catalog/types";

/**
 * What a cart line keeps of a product: what the cart, the checkout and product.md §6's add check read. A card's
 * add button carries only this (product.md D12: small props to client islands, never whole fixture objects).
 */
export type CartProduct = Pick<Product, "id" | "companyId" | "name" | "price" | "image" | "available">;

/**
 * What a cart line keeps of its company: name, pickup address, opening hours (product.md §6), delivery terms
 * and its kind (a marketplace coupon may hold for one kind of store only: FARMACIA10).
 */
export type CartCompany = Pick<
  Company,
  "id" | "name" | "address" | "openingHours" | "deliveryFee" | "deliveryTime" | "serviceType"
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
  serviceType,
}: CartCompany): CartCompany {
  return { id, name, address, openingHours, deliveryFee, deliveryTime, serviceType };
}
