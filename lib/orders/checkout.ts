import type { Order, PaymentChoice } from "@/fixtures/schemas";
import type { CartLine } from "@/lib/cart/cart-reducer";
import { cartSubtotal } from "@/lib/cart/cart-reducer";

export type DeliveryType = Order["deliveryType"];
export const DELIVERY_TYPES = ["delivery", "pickup"] as const satisfies readonly DeliveryType[];
export const PAYMENT_CHOICES = ["credit", "debit", "pix"] as const satisfies readonly PaymentChoice[];

/** spec 9: R$ 5 for delivery, 0 for pickup (the cart page always shows the delivery fee). */
export const DELIVERY_FEE = 5;

export function deliveryFee(type: DeliveryType): number {
  return type === "delivery" ? DELIVERY_FEE : 0;
}

export type MinutesRange = { min: number; max: number };

/** spec 9: estimated time 35-45 min delivery, 20-30 min pickup (the catalogue's `estimateRange` words it). */
export function deliveryEstimate(type: DeliveryType): MinutesRange {
  return type === "delivery" ? { min: 35, max: 45 } : { min: 20, max: 30 };
}

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
  lines: CartLine[];
  subtotal: number;
  fee: number;
  total: number;
};

/**
 * An order belongs to one company (spec 3 restaurantId), so a cart with several companies becomes one
 * order per company, each with its own fee: each company delivers its own order.
 */
export function groupByCompany(lines: CartLine[], type: DeliveryType): CheckoutGroup[] {
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) groups.set(line.company.id, [...(groups.get(line.company.id) ?? []), line]);
  return [...groups].map(([companyId, group]) => {
    const subtotal = cartSubtotal(group);
    const fee = deliveryFee(type);
    return { companyId, lines: group, subtotal, fee, total: addMoney(subtotal, fee) };
  });
}

export type CheckoutSummary = { subtotal: number; fee: number; total: number; orders: number };

export function summarizeCheckout(lines: CartLine[], type: DeliveryType): CheckoutSummary {
  const groups = groupByCompany(lines, type);
  const subtotal = addMoney(...groups.map((g) => g.subtotal));
  const fee = addMoney(...groups.map((g) => g.fee));
  return { subtotal, fee, total: addMoney(subtotal, fee), orders: groups.length };
}

export type CheckoutChoices = { deliveryType: DeliveryType; payment: PaymentChoice; notes: string };

/** The local orders a checkout creates (spec 2: status confirmed, placed now). */
export function buildOrders(
  lines: CartLine[],
  choices: CheckoutChoices,
  context: {
    customerId: string;
    now: Date;
    newId: () => string;
    /** the estimate as the order records it, e.g. '35-45 min' (catalogue `checkout.estimateRange`) */
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
    estimatedDelivery: context.estimateText(deliveryEstimate(choices.deliveryType)),
    deliveryType: choices.deliveryType,
    deliveryFee: group.fee,
    total: group.total,
    paymentMethod: choices.payment,
    notes: choices.notes.trim(),
  }));
}

/** spec 7: checkout is local, simulated with a short delay. */
export const CHECKOUT_DELAY_MS = 800;
