import type { Company } from "@/lib/catalog/types";
import { FREE_SHIPPING_CENTS, feeCents, toCents } from "@/lib/orders/pricing";
import type { Order } from "@/lib/orders/types";

type DeliveryType = Order["deliveryType"];

/** The header banner's promise, 'Frete grátis acima de R$ 50!', in reais (the rule itself: pricing.ts `feeCents`). */
export const FREE_SHIPPING_THRESHOLD = FREE_SHIPPING_CENTS / 100;

export type MinutesRange = { min: number; max: number };

/** product.md §9: pickup takes 20-30 min whatever the store. */
export const PICKUP_ESTIMATE: MinutesRange = { min: 20, max: 30 };

/** product.md §9's sample delivery estimate, only for a store whose own time cannot be read. */
export const FALLBACK_DELIVERY_ESTIMATE: MinutesRange = { min: 35, max: 45 };

/** What free delivery still needs: the amount left and how far along the subtotal is (0..1). */
export type FreeShippingGap = { remaining: number; progress: number };

export type StoreDelivery = {
  /** what the store's order pays for delivery */
  fee: number;
  estimate: MinutesRange;
  /** null for pickup, a store that never charges, or a subtotal that already reached the threshold */
  gap: FreeShippingGap | null;
  /** the store charges a fee but this subtotal reached the threshold, so it is waived */
  waived: boolean;
};

export type StoreTerms = Pick<Company, "deliveryFee" | "deliveryTime">;

/** A company's `deliveryTime` ('20-30 min') as minutes; undefined when it does not read as a range. */
export function parseDeliveryTime(text: string): MinutesRange | undefined {
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*min\s*$/.exec(text);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : undefined;
}

/**
 * One store's order: delivery pays the store's own fee (0 once its subtotal reaches R$ 50) and takes the
 * store's own time; pickup pays nothing and takes 20-30 min.
 */
export function storeDelivery(store: StoreTerms, subtotal: number, type: DeliveryType): StoreDelivery {
  if (type === "pickup") return { fee: 0, estimate: PICKUP_ESTIMATE, gap: null, waived: false };
  const estimate = parseDeliveryTime(store.deliveryTime) ?? FALLBACK_DELIVERY_ESTIMATE;
  if (store.deliveryFee <= 0) return { fee: 0, estimate, gap: null, waived: false };
  const subtotalCents = toCents(subtotal);
  // the fee rule checkout and the database price with: a fee the store charges, waived from R$ 50
  if (feeCents(store.deliveryFee, subtotalCents, type) === 0)
    return { fee: 0, estimate, gap: null, waived: true };
  const remaining = (FREE_SHIPPING_CENTS - subtotalCents) / 100;
  const progress = Math.max(0, subtotal) / FREE_SHIPPING_THRESHOLD;
  return { fee: store.deliveryFee, estimate, gap: { remaining, progress }, waived: false };
}

/** The time a shopper waits for several orders: from the quickest store's minimum to the slowest's maximum. */
export function widestEstimate(ranges: MinutesRange[]): MinutesRange | null {
  if (ranges.length === 0) return null;
  return {
    min: Math.min(...ranges.map((range) => range.min)),
    max: Math.max(...ranges.map((range) => range.max)),
  };
}
