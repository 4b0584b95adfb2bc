import type { Company, Product } from "@/lib/catalog/types";
import { cartCompany, type CartCompany, type CartProduct } from "@/lib/cart/cart-item";
import type { CompaniesById } from "@/lib/store/open-first";
import { packHours, unpackHours } from "@/lib/store/packed-hours";

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
export type StoreCardsData = { companies: readonly PackedCompany[]; renderedAt: number };

/** A company as <StoreCards> receives it: its week packed in one string (lib/store/packed-hours.ts). */
export type PackedCompany = Omit<CartCompany, "openingHours"> & { hours: string };

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
  return { companies: companies.map(packCompany), renderedAt };
}

/**
 * The companies a <StoreCards> has to send: each once, in order, leaving out those an enclosing <StoreCards> of the
 * same page already sent (`sent`).
 */
export function unsentCompanies<T extends { id: string }>(
  companies: readonly T[],
  sent: readonly string[] = [],
): T[] {
  const seen = new Set(sent);
  const unsent: T[] = [];
  for (const company of companies) {
    if (seen.has(company.id)) continue;
    seen.add(company.id);
    unsent.push(company);
  }
  return unsent;
}

function packCompany(company: CartCompany): PackedCompany {
  const { openingHours, ...rest } = cartCompany(company);
  return { ...rest, hours: packHours(openingHours) };
}

/** The company a card and the cart use, its week unpacked (in the browser, by <StoreCards>). */
export function unpackCompany({ hours, ...rest }: PackedCompany): CartCompany {
  return { ...rest, openingHours: unpackHours(hours) };
}
