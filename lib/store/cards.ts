import type { Company, Product } from "@/lib/catalog/types";
import { cartCompany, type CartCompany, type CartProduct } from "@/lib/cart/cart-item";
import type { CompaniesById } from "@/lib/store/open-first";

/**
 * What the storefront's cards receive (product.md D12: small props, never whole fixture objects). A product card
 * gets what it shows and what a cart line keeps; its company (name, hours, delivery terms) comes once per page
 * from <StoreCards>, however many of its products are listed.
 */
export type ProductCardData = CartProduct & Pick<Product, "featured">;

/** A company card's facts; its opening hours come from <StoreCards> too. */
export type CompanyCardData = Pick<
  Company,
  "id" | "name" | "coverImage" | "logo" | "plan" | "rating" | "deliveryTime" | "deliveryFee"
>;

/**
 * The companies behind a page's cards, each once, and the instant the page was rendered: what the server sends
 * <StoreCards>. A list, not a map by id: the page's payload would carry every id twice.
 */
export type StoreCardsData = { companies: readonly CartCompany[]; renderedAt: number };

/** What the cards read from <StoreCards>: the same companies by id. */
export type StoreCardsContext = { companies: CompaniesById<CartCompany>; renderedAt: number };

export function productCardData({
  id,
  companyId,
  name,
  price,
  image,
  available,
  featured,
}: ProductCardData): ProductCardData {
  return { id, companyId, name, price, image, available, featured };
}

export function companyCardData({
  id,
  name,
  coverImage,
  logo,
  plan,
  rating,
  deliveryTime,
  deliveryFee,
}: CompanyCardData): CompanyCardData {
  return { id, name, coverImage, logo, plan, rating, deliveryTime, deliveryFee };
}

export function storeCardsOf(companies: readonly CartCompany[], renderedAt: number): StoreCardsData {
  return { companies: companies.map(cartCompany), renderedAt };
}
