import type { Company } from "@/lib/catalog/types";

/**
 * What a checkout costs (product.md §4 Prices), in whole cents so no float noise reaches a total. The same
 * rule runs in the database when the order is placed (private.calcular_precos in
 * supabase/migrations/20250801120300_precos_pedido.sql); tests/orders/pricing-cases.ts runs one table of
 * cases against both, so the summary a shopper reads is what the database charges.
 *
 * Per store: subtotal = Σ price × quantity; delivery pays the store's own fee until the subtotal reaches
 * R$ 50,00, then nothing; pickup pays nothing. A coupon discounts one order of the checkout: its own store's,
 * or for a marketplace coupon the eligible order it saves most on (the first in the cart on a tie).
 * Percentages round half up to the cent; an amount never exceeds the subtotal; free delivery takes the fee off.
 */

export type DeliveryKind = "delivery" | "pickup";
export type ServiceType = Company["serviceType"];

/** The header banner's promise, 'Frete grátis acima de R$ 50!', kept per store. */
export const FREE_SHIPPING_CENTS = 5000;

export type PricingStore = {
  storeId: string;
  deliveryFee: number;
  serviceType: ServiceType;
  lines: readonly { price: number; quantity: number }[];
};

/** What checkout knows of a coupon once the database accepted its code ('Aplicar'). */
export type CouponTerms = {
  code: string;
  /** null: a marketplace coupon, good at any store (of `serviceType`, when set) */
  storeId: string | null;
  discountType: "percent" | "amount" | "freeDelivery";
  /** percent 1–100, or reais; 0 for free delivery */
  discountValue: number;
  minOrder: number;
  serviceType: ServiceType | null;
};

/** Why a coupon gives nothing to this cart (the database refuses the order with the same reason). */
export type CouponCartError = "deliveryOnly" | "otherStore" | "serviceType" | "minOrder";

export type PricedStore = {
  storeId: string;
  subtotal: number;
  fee: number;
  discount: number;
  total: number;
};

export type Pricing = {
  stores: PricedStore[];
  /** the store whose order the coupon discounts; null without a coupon or when it does not apply */
  couponStoreId: string | null;
  couponError: CouponCartError | null;
  /** the coupon's minimum, when that is what keeps it from applying */
  minOrder: number | null;
};

export const toCents = (value: number): number => Math.round(value * 100);
const toReais = (cents: number): number => cents / 100;

/** A store's delivery fee for a subtotal, in cents: the rule the cart, checkout and the database share. */
export function feeCents(feeReais: number, subtotalCents: number, type: DeliveryKind): number {
  if (type === "pickup" || subtotalCents >= FREE_SHIPPING_CENTS) return 0;
  return Math.max(toCents(feeReais), 0);
}

type Cents = { storeId: string; serviceType: ServiceType; subtotal: number; fee: number };

function discountCents(coupon: CouponTerms, store: Cents): number {
  switch (coupon.discountType) {
    case "percent":
      // integer × integer is exact; the tie x.5 is exact in binary, so Math.round rounds it up as SQL's round() does
      return Math.round((store.subtotal * coupon.discountValue) / 100);
    case "amount":
      return Math.min(toCents(coupon.discountValue), store.subtotal);
    case "freeDelivery":
      return store.fee;
  }
}

/** Which order the coupon discounts, by how much; or why it gives nothing to this cart. */
function placeCoupon(
  coupon: CouponTerms,
  stores: readonly Cents[],
  type: DeliveryKind,
): { storeId: string; discount: number } | { error: CouponCartError } {
  if (coupon.discountType === "freeDelivery" && type === "pickup") return { error: "deliveryOnly" };
  const eligible = stores.filter(
    (store) =>
      (coupon.storeId === null || coupon.storeId === store.storeId) &&
      (coupon.serviceType === null || coupon.serviceType === store.serviceType),
  );
  if (eligible.length === 0) return { error: coupon.storeId === null ? "serviceType" : "otherStore" };
  let best: { storeId: string; discount: number } | null = null;
  for (const store of eligible) {
    if (store.subtotal < toCents(coupon.minOrder)) continue;
    const discount = discountCents(coupon, store);
    if (!best || discount > best.discount) best = { storeId: store.storeId, discount };
  }
  return best ?? { error: "minOrder" };
}

export function priceCheckout(
  stores: readonly PricingStore[],
  type: DeliveryKind,
  coupon: CouponTerms | null,
): Pricing {
  const cents: Cents[] = stores.map((store) => {
    const subtotal = store.lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
    return {
      storeId: store.storeId,
      serviceType: store.serviceType,
      subtotal,
      fee: feeCents(store.deliveryFee, subtotal, type),
    };
  });
  const placed = coupon ? placeCoupon(coupon, cents, type) : null;
  const applied = placed && "storeId" in placed ? placed : null;
  return {
    stores: cents.map((store) => {
      const discount = applied?.storeId === store.storeId ? applied.discount : 0;
      return {
        storeId: store.storeId,
        subtotal: toReais(store.subtotal),
        fee: toReais(store.fee),
        discount: toReais(discount),
        total: toReais(store.subtotal + store.fee - discount),
      };
    }),
    couponStoreId: applied?.storeId ?? null,
    couponError: placed && "error" in placed ? placed.error : null,
    minOrder: placed && "error" in placed && placed.error === "minOrder" && coupon ? coupon.minOrder : null,
  };
}
