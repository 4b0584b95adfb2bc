import type { CouponCartError, CouponTerms, DeliveryKind, PricingStore } from "@/lib/orders/pricing";

/**
 * One table of checkouts and what each store's order costs, run against lib/orders/pricing.ts
 * (tests/orders/pricing.test.ts) and against the database's private.calcular_precos on PGlite and PostgreSQL
 * (tests/backend/sql-pedidos.ts): the summary checkout shows and the amount the database charges agree.
 */

export const STORE_A = "0b5c1a52-6d0e-4a57-9d61-8f7c2f0a0a01";
export const STORE_B = "0b5c1a52-6d0e-4a57-9d61-8f7c2f0a0a02";
export const PHARMACY = "0b5c1a52-6d0e-4a57-9d61-8f7c2f0a0a03";

type Expected = { subtotal: number; fee: number; discount: number; total: number };

export type PricingCase = {
  name: string;
  stores: PricingStore[];
  type: DeliveryKind;
  coupon: CouponTerms | null;
  expected: Expected[];
  couponStoreId: string | null;
  couponError: CouponCartError | null;
};

const a = (lines: PricingStore["lines"], deliveryFee = 5.9): PricingStore => ({
  storeId: STORE_A,
  deliveryFee,
  serviceType: "restaurant",
  lines,
});
const b = (lines: PricingStore["lines"], deliveryFee = 4): PricingStore => ({
  storeId: STORE_B,
  deliveryFee,
  serviceType: "market",
  lines,
});
const pharmacy = (lines: PricingStore["lines"], deliveryFee = 3.5): PricingStore => ({
  storeId: PHARMACY,
  deliveryFee,
  serviceType: "pharmacy",
  lines,
});
const coupon = (terms: Partial<CouponTerms> & Pick<CouponTerms, "discountType">): CouponTerms => ({
  code: "CUPOM",
  storeId: null,
  discountValue: 0,
  minOrder: 0,
  serviceType: null,
  ...terms,
});
const order = (subtotal: number, fee: number, discount = 0): Expected => ({
  subtotal,
  fee,
  discount,
  total: Math.round((subtotal + fee - discount) * 100) / 100,
});

export const pricingCases: PricingCase[] = [
  {
    name: "below R$ 50,00 the store's own fee is charged",
    stores: [a([{ price: 12.45, quantity: 3 }])],
    type: "delivery",
    coupon: null,
    expected: [order(37.35, 5.9)],
    couponStoreId: null,
    couponError: null,
  },
  {
    name: "at exactly R$ 50,00 delivery is free",
    stores: [a([{ price: 25, quantity: 2 }])],
    type: "delivery",
    coupon: null,
    expected: [order(50, 0)],
    couponStoreId: null,
    couponError: null,
  },
  {
    name: "one cent below R$ 50,00 still pays the fee",
    stores: [a([{ price: 49.99, quantity: 1 }])],
    type: "delivery",
    coupon: null,
    expected: [order(49.99, 5.9)],
    couponStoreId: null,
    couponError: null,
  },
  {
    name: "above R$ 50,00 delivery is free",
    stores: [
      a([
        { price: 54.9, quantity: 1 },
        { price: 12, quantity: 1 },
      ]),
    ],
    type: "delivery",
    coupon: null,
    expected: [order(66.9, 0)],
    couponStoreId: null,
    couponError: null,
  },
  {
    name: "pickup never pays a fee",
    stores: [a([{ price: 7.5, quantity: 1 }])],
    type: "pickup",
    coupon: null,
    expected: [order(7.5, 0)],
    couponStoreId: null,
    couponError: null,
  },
  {
    name: "a store without a fee delivers for free at any subtotal",
    stores: [a([{ price: 10, quantity: 1 }], 0)],
    type: "delivery",
    coupon: null,
    expected: [order(10, 0)],
    couponStoreId: null,
    couponError: null,
  },
  {
    name: "several stores: each order pays its own store's fee against its own subtotal",
    stores: [
      a([{ price: 30, quantity: 1 }]),
      b([{ price: 60, quantity: 1 }]),
      pharmacy([{ price: 9.9, quantity: 2 }]),
    ],
    type: "delivery",
    coupon: null,
    expected: [order(30, 5.9), order(60, 0), order(19.8, 3.5)],
    couponStoreId: null,
    couponError: null,
  },
  {
    name: "a store's percent coupon discounts its order, rounding half a cent up",
    stores: [a([{ price: 12.45, quantity: 3 }]), b([{ price: 10, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ storeId: STORE_A, discountType: "percent", discountValue: 15 }),
    // 15% of 37,35 = 5,6025 → 5,60
    expected: [order(37.35, 5.9, 5.6), order(10, 4)],
    couponStoreId: STORE_A,
    couponError: null,
  },
  {
    name: "a percent discount that lands on half a cent rounds up",
    stores: [
      a([
        { price: 0.5, quantity: 1 },
        { price: 12, quantity: 1 },
      ]),
    ],
    type: "pickup",
    // 5% of 12,50 = 0,625 → 0,63
    coupon: coupon({ storeId: STORE_A, discountType: "percent", discountValue: 5 }),
    expected: [order(12.5, 0, 0.63)],
    couponStoreId: STORE_A,
    couponError: null,
  },
  {
    name: "an amount coupon takes its value off the subtotal",
    stores: [a([{ price: 20, quantity: 2 }])],
    type: "delivery",
    coupon: coupon({ storeId: STORE_A, discountType: "amount", discountValue: 5, minOrder: 25 }),
    expected: [order(40, 5.9, 5)],
    couponStoreId: STORE_A,
    couponError: null,
  },
  {
    name: "an amount coupon never takes more than the subtotal (the fee is still paid)",
    stores: [a([{ price: 8, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ storeId: STORE_A, discountType: "amount", discountValue: 10 }),
    expected: [order(8, 5.9, 8)],
    couponStoreId: STORE_A,
    couponError: null,
  },
  {
    name: "a 100% coupon makes the items free",
    stores: [a([{ price: 19.9, quantity: 1 }])],
    type: "pickup",
    coupon: coupon({ storeId: STORE_A, discountType: "percent", discountValue: 100 }),
    expected: [order(19.9, 0, 19.9)],
    couponStoreId: STORE_A,
    couponError: null,
  },
  {
    name: "below the coupon's minimum it does not apply",
    stores: [a([{ price: 20, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ storeId: STORE_A, discountType: "amount", discountValue: 5, minOrder: 25 }),
    expected: [order(20, 5.9)],
    couponStoreId: null,
    couponError: "minOrder",
  },
  {
    name: "exactly the coupon's minimum applies",
    stores: [a([{ price: 12.5, quantity: 2 }])],
    type: "delivery",
    coupon: coupon({ storeId: STORE_A, discountType: "amount", discountValue: 5, minOrder: 25 }),
    expected: [order(25, 5.9, 5)],
    couponStoreId: STORE_A,
    couponError: null,
  },
  {
    name: "another store's coupon does not apply to this cart",
    stores: [b([{ price: 30, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ storeId: STORE_A, discountType: "percent", discountValue: 10 }),
    expected: [order(30, 4)],
    couponStoreId: null,
    couponError: "otherStore",
  },
  {
    name: "a marketplace percent coupon discounts the order it saves most on",
    stores: [a([{ price: 30, quantity: 1 }]), b([{ price: 45, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ discountType: "percent", discountValue: 15 }),
    expected: [order(30, 5.9), order(45, 4, 6.75)],
    couponStoreId: STORE_B,
    couponError: null,
  },
  {
    name: "a marketplace amount coupon goes to the first store in the cart on a tie",
    stores: [a([{ price: 30, quantity: 1 }]), b([{ price: 45, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ discountType: "amount", discountValue: 10 }),
    expected: [order(30, 5.9, 10), order(45, 4)],
    couponStoreId: STORE_A,
    couponError: null,
  },
  {
    name: "free delivery takes off the fee of the store that charges the most",
    stores: [a([{ price: 35, quantity: 1 }]), b([{ price: 31, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ discountType: "freeDelivery", minOrder: 30 }),
    expected: [order(35, 5.9, 5.9), order(31, 4)],
    couponStoreId: STORE_A,
    couponError: null,
  },
  {
    name: "free delivery on an order that already ships free saves nothing but applies",
    stores: [a([{ price: 60, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ discountType: "freeDelivery", minOrder: 30 }),
    expected: [order(60, 0, 0)],
    couponStoreId: STORE_A,
    couponError: null,
  },
  {
    name: "free delivery is refused for pickup",
    stores: [a([{ price: 35, quantity: 1 }])],
    type: "pickup",
    coupon: coupon({ discountType: "freeDelivery", minOrder: 30 }),
    expected: [order(35, 0)],
    couponStoreId: null,
    couponError: "deliveryOnly",
  },
  {
    name: "a pharmacies' coupon discounts only the pharmacy's order",
    stores: [a([{ price: 80, quantity: 1 }]), pharmacy([{ price: 24.9, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ discountType: "percent", discountValue: 10, serviceType: "pharmacy" }),
    expected: [order(80, 0), order(24.9, 3.5, 2.49)],
    couponStoreId: PHARMACY,
    couponError: null,
  },
  {
    name: "a pharmacies' coupon gives nothing to a cart without a pharmacy",
    stores: [a([{ price: 80, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ discountType: "percent", discountValue: 10, serviceType: "pharmacy" }),
    expected: [order(80, 0)],
    couponStoreId: null,
    couponError: "serviceType",
  },
  {
    name: "a store coupon's minimum counts its own store's subtotal, not the whole cart's",
    stores: [a([{ price: 20, quantity: 1 }]), b([{ price: 40, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ storeId: STORE_A, discountType: "amount", discountValue: 5, minOrder: 25 }),
    expected: [order(20, 5.9), order(40, 4)],
    couponStoreId: null,
    couponError: "minOrder",
  },
  {
    name: "a marketplace amount coupon goes where it saves most when a subtotal is below its value",
    stores: [a([{ price: 8, quantity: 1 }]), b([{ price: 30, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ discountType: "amount", discountValue: 10 }),
    expected: [order(8, 5.9), order(30, 4, 10)],
    couponStoreId: STORE_B,
    couponError: null,
  },
  {
    name: "free delivery skips a store below its minimum, even the one charging the most",
    stores: [a([{ price: 25, quantity: 1 }]), b([{ price: 35, quantity: 1 }])],
    type: "delivery",
    coupon: coupon({ discountType: "freeDelivery", minOrder: 30 }),
    expected: [order(25, 5.9), order(35, 4, 4)],
    couponStoreId: STORE_B,
    couponError: null,
  },
  {
    name: "a pharmacies' coupon below its minimum is a minimum problem, not a kind-of-store one",
    stores: [a([{ price: 80, quantity: 1 }]), pharmacy([{ price: 9.9, quantity: 2 }])],
    type: "delivery",
    coupon: coupon({ discountType: "percent", discountValue: 10, minOrder: 30, serviceType: "pharmacy" }),
    expected: [order(80, 0), order(19.8, 3.5)],
    couponStoreId: null,
    couponError: "minOrder",
  },
  {
    name: "cents stay exact over many lines (0,10 × 3 + 0,20 × 1 = 0,50)",
    stores: [
      a([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ]),
    ],
    type: "delivery",
    coupon: null,
    expected: [order(0.5, 5.9)],
    couponStoreId: null,
    couponError: null,
  },
  {
    name: "99 of one item",
    stores: [a([{ price: 0.99, quantity: 99 }])],
    type: "delivery",
    coupon: null,
    expected: [order(98.01, 0)],
    couponStoreId: null,
    couponError: null,
  },
];
