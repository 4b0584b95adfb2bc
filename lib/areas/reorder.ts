import { cartCompany, cartProduct, type CartCompany, type CartProduct } from "@/lib/cart/cart-item";
import type { Company, Product } from "@/lib/catalog/types";
import type { Order } from "@/lib/orders/types";
import { isOpenAt } from "@/lib/store/opening-hours";
import { isListed } from "@/lib/store/visibility";

/** A cart line as 'Pedir Novamente' adds it: today's product (price, availability) and its store. */
export type ReorderLine = { product: CartProduct; company: CartCompany; quantity: number };

/** A delivered order resolved against today's catalogue: what can go back in the cart, and what cannot. */
export type Reorder = {
  lines: ReorderLine[];
  /** the items left out, by the name they sold under: the product is gone, unavailable or moved */
  dropped: string[];
  /** the store left the storefront (removed, not approved, switched off): nothing can be ordered there */
  storeGone: boolean;
};

export type ReorderCatalogue = {
  /** the order's store as the storefront has it today; undefined once it is gone */
  company: Company | undefined;
  product: (id: string) => Product | undefined;
};

/**
 * 'Pedir Novamente' (product.md §2 Customer dashboard): the past order's items as cart lines, resolved on the
 * server from today's catalogue (today's price and availability, never the price it sold for); an item whose
 * product is gone, switched off or now of another store is dropped and named.
 */
export function resolveReorder(order: Pick<Order, "items">, catalogue: ReorderCatalogue): Reorder {
  const { company } = catalogue;
  if (!company || !isListed(company)) {
    return { lines: [], dropped: order.items.map((item) => item.name), storeGone: true };
  }
  const lines: ReorderLine[] = [];
  const dropped: string[] = [];
  for (const item of order.items) {
    const product = item.productId ? catalogue.product(item.productId) : undefined;
    if (product && product.companyId === company.id && product.available) {
      lines.push({ product: cartProduct(product), company: cartCompany(company), quantity: item.quantity });
    } else dropped.push(item.name);
  }
  return { lines, dropped, storeGone: false };
}

export type ReorderVerdict = "storeGone" | "nothingLeft" | "closed" | "ok";

/** What the button does when pressed at `now`: refuse (saying why) or fill the cart. */
export function reorderVerdict(reorder: Reorder, now: Date): ReorderVerdict {
  if (reorder.storeGone) return "storeGone";
  const first = reorder.lines[0];
  if (!first) return "nothingLeft";
  // every line is of the order's one store: its hours decide for all
  return isOpenAt(first.company.openingHours, now) ? "ok" : "closed";
}
