import type { CartCompany } from "@/lib/cart/cart-item";
import { closedStoreMessage, type ErrorDescriptor } from "@/lib/orders/place-order-errors";
import type { CartLine } from "@/lib/cart/cart-reducer";
import {
  priceCheckout,
  toCents,
  type CouponCartError,
  type CouponTerms,
  type PricingStore,
} from "@/lib/orders/pricing";
import {
  storeDelivery,
  widestEstimate,
  type FreeShippingGap,
  type MinutesRange,
} from "@/lib/orders/store-delivery";
import type { DeliveryType, PaymentChoice } from "@/lib/orders/types";
import { isOpenAt } from "@/lib/store/opening-hours";

export type { DeliveryType };
export const DELIVERY_TYPES = ["delivery", "pickup"] as const satisfies readonly DeliveryType[];
export const PAYMENT_CHOICES = ["credit", "debit", "pix"] as const satisfies readonly PaymentChoice[];

/** Cents-exact sum, so 0.1-style float noise never reaches a total. */
export function addMoney(...values: number[]): number {
  return values.reduce((sum, value) => sum + toCents(value), 0) / 100;
}

export type CheckoutGroup = {
  companyId: string;
  company: CartCompany;
  lines: CartLine[];
  subtotal: number;
  fee: number;
  /** the coupon's discount on this store's order (0 on every other) */
  discount: number;
  total: number;
  estimate: MinutesRange;
  /** what free delivery still needs at this store; null when pickup, already free or never charged */
  gap: FreeShippingGap | null;
  /** this store's fee is waived because its subtotal reached the free-shipping threshold */
  waived: boolean;
};

/** An applied coupon against this cart: the order it discounts, or why it gives nothing. */
export type CouponOutcome =
  | { applies: true; storeId: string }
  | {
      applies: false;
      error: CouponCartError;
      /** for `minOrder`: what the closest eligible store still needs */
      shortfall: number | null;
    };

export type CheckoutSummary = {
  subtotal: number;
  fee: number;
  discount: number;
  total: number;
  orders: number;
  /** from the quickest store's minimum to the slowest's maximum; null for an empty cart */
  estimate: MinutesRange | null;
  stores: CheckoutGroup[];
  /** null without a coupon */
  coupon: CouponOutcome | null;
};

/** The cart's lines store by store, in the order the stores first appear (each store delivers its own order). */
function groupLines(lines: CartLine[]): { company: CartCompany; lines: CartLine[] }[] {
  const groups = new Map<string, { company: CartCompany; lines: CartLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.company.id) ?? { company: line.company, lines: [] };
    group.lines.push(line);
    groups.set(line.company.id, group);
  }
  return [...groups.values()];
}

function pricingStore({ company, lines }: { company: CartCompany; lines: CartLine[] }): PricingStore {
  return {
    storeId: company.id,
    deliveryFee: company.deliveryFee,
    serviceType: company.serviceType,
    lines: lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
  };
}

/** How much the eligible store closest to the coupon's minimum still needs. */
function shortfall(coupon: CouponTerms, stores: { company: CartCompany; subtotal: number }[]): number | null {
  const eligible = stores.filter(
    ({ company }) =>
      (coupon.storeId === null || coupon.storeId === company.id) &&
      (coupon.serviceType === null || coupon.serviceType === company.serviceType),
  );
  if (eligible.length === 0) return null;
  const best = Math.max(...eligible.map((store) => toCents(store.subtotal)));
  return Math.max(toCents(coupon.minOrder) - best, 0) / 100;
}

/**
 * What checkout shows and the database charges (lib/orders/pricing.ts, the twin of private.calcular_precos):
 * one order per store with its own fee, the coupon's discount on the order it applies to, and the totals.
 * Each store's time and its way to free delivery come from lib/orders/store-delivery.ts.
 */
export function summarizeCheckout(
  lines: CartLine[],
  type: DeliveryType,
  coupon: CouponTerms | null = null,
): CheckoutSummary {
  const groups = groupLines(lines);
  const pricing = priceCheckout(groups.map(pricingStore), type, coupon);
  const stores = groups.map((group, index): CheckoutGroup => {
    const priced = pricing.stores[index]!;
    const { estimate, gap, waived } = storeDelivery(group.company, priced.subtotal, type);
    return {
      companyId: group.company.id,
      company: group.company,
      lines: group.lines,
      subtotal: priced.subtotal,
      fee: priced.fee,
      discount: priced.discount,
      total: priced.total,
      estimate,
      gap,
      waived,
    };
  });
  const sum = (pick: (store: CheckoutGroup) => number) => addMoney(...stores.map(pick));
  let outcome: CouponOutcome | null = null;
  if (coupon && pricing.couponStoreId) outcome = { applies: true, storeId: pricing.couponStoreId };
  else if (coupon && pricing.couponError) {
    outcome = {
      applies: false,
      error: pricing.couponError,
      shortfall: pricing.couponError === "minOrder" ? shortfall(coupon, stores) : null,
    };
  }
  return {
    subtotal: sum((store) => store.subtotal),
    fee: sum((store) => store.fee),
    discount: sum((store) => store.discount),
    total: sum((store) => store.total),
    orders: stores.length,
    estimate: widestEstimate(stores.map((store) => store.estimate)),
    stores,
    coupon: outcome,
  };
}

/**
 * The cart's stores that take no order at `now` (São Paulo time), each with what checkout says beside it:
 * checked before the order is sent, as the database checks it again (loja_fechada).
 */
export function closedStores(
  stores: readonly Pick<CheckoutGroup, "companyId" | "company">[],
  now: Date,
): ({ storeId: string } & Pick<ErrorDescriptor, "key" | "values">)[] {
  return stores
    .filter((store) => !isOpenAt(store.company.openingHours, now))
    .map((store) => ({ storeId: store.companyId, ...closedStoreMessage(store.company.openingHours, now) }));
}
