import type { Order, PaymentChoice } from "@/lib/orders/types";
import type { CartCompany } from "@/lib/cart/cart-item";
import type { CartLine } from "@/lib/cart/cart-reducer";
import { cartSubtotal } from "@/lib/cart/cart-reducer";
import {
  storeDelivery,
  widestEstimate,
  type FreeShippingGap,
  type MinutesRange,
} from "@/lib/orders/store-delivery";

export type DeliveryType = Order["deliveryType"];
export const DELIVERY_TYPES = ["delivery", "pickup"] as const satisfies readonly DeliveryType[];
export const PAYMENT_CHOICES = ["credit", "debit", "pix"] as const satisfies readonly PaymentChoice[];

/** Cents-exact sum, so 0.1-style float noise never reaches a total. */
export function addMoney(...values: number[]): number {
  return Math.round(values.reduce((sum, value) => sum + Math.round(value * 100), 0)) / 100;
}

/** A card payment needs one of the customer's saved cards; pix needs nothing else. */
export function needsCard(payment: PaymentChoice): boolean {
  return payment !== "pix";
}

export type CheckoutGroup = {
  companyId: string;
  company: CartCompany;
  lines: CartLine[];
  subtotal: number;
  fee: number;
  total: number;
  estimate: MinutesRange;
  /** what free delivery still needs at this store; null when pickup, already free or never charged */
  gap: FreeShippingGap | null;
  /** this store's fee is waived because its subtotal reached the free-shipping threshold */
  waived: boolean;
};

/**
 * An order belongs to one company (product.md §3 restaurantId), so a cart with several companies becomes one
 * order per company, each with its own store's fee and time: each company delivers its own order.
 */
export function groupByCompany(lines: CartLine[], type: DeliveryType): CheckoutGroup[] {
  const groups = new Map<string, { company: CartCompany; lines: CartLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.company.id) ?? { company: line.company, lines: [] };
    groups.set(line.company.id, { ...group, lines: [...group.lines, line] });
  }
  return [...groups.values()].map(({ company, lines: group }) => {
    const subtotal = cartSubtotal(group);
    const { fee, estimate, gap, waived } = storeDelivery(company, subtotal, type);
    return {
      companyId: company.id,
      company,
      lines: group,
      subtotal,
      fee,
      total: addMoney(subtotal, fee),
      estimate,
      gap,
      waived,
    };
  });
}

export type CheckoutSummary = {
  subtotal: number;
  fee: number;
  total: number;
  orders: number;
  /** from the quickest store's minimum to the slowest's maximum; null for an empty cart */
  estimate: MinutesRange | null;
  stores: CheckoutGroup[];
};

export function summarizeCheckout(lines: CartLine[], type: DeliveryType): CheckoutSummary {
  const stores = groupByCompany(lines, type);
  const subtotal = addMoney(...stores.map((g) => g.subtotal));
  const fee = addMoney(...stores.map((g) => g.fee));
  return {
    subtotal,
    fee,
    total: addMoney(subtotal, fee),
    orders: stores.length,
    estimate: widestEstimate(stores.map((g) => g.estimate)),
    stores,
  };
}

export type CheckoutChoices = { deliveryType: DeliveryType; payment: PaymentChoice; notes: string };

/** The local orders a checkout creates (product.md §2: status confirmed, placed now). */
export function buildOrders(
  lines: CartLine[],
  choices: CheckoutChoices,
  context: {
    customerId: string;
    now: Date;
    newId: () => string;
    /** the estimate as the order records it, e.g. '20-30 min' (catalogue `checkout.estimateRange`) */
    estimateText: (range: MinutesRange) => string;
  },
): Order[] {
  return groupByCompany(lines, choices.deliveryType).map((group) => ({
    id: context.newId(),
    customerId: context.customerId,
    restaurantId: group.companyId,
    items: group.lines.map((line) => ({
      productId: line.product.id,
      name: line.product.name,
      quantity: line.quantity,
      price: line.product.price,
    })),
    status: "confirmed",
    orderTime: context.now.toISOString(),
    estimatedDelivery: context.estimateText(group.estimate),
    deliveryType: choices.deliveryType,
    deliveryFee: group.fee,
    total: group.total,
    paymentMethod: choices.payment,
    notes: choices.notes.trim(),
  }));
}

/** product.md §7: checkout is local, simulated with a short delay. */
export const CHECKOUT_DELAY_MS = 800;
