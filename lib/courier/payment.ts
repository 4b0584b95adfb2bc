import type { PaymentChoice } from "@/lib/orders/types";

/** Keys under `courier.payment`: what the courier does about the money at the door. */
export type CourierPaymentKey = "paidPix" | "chargeCard";

/**
 * A Pix order was paid before the store accepted it (product.md D13); credit and debit are paid on delivery, on
 * the courier's card machine.
 */
export function courierPaymentKey(payment: PaymentChoice): CourierPaymentKey {
  return payment === "pix" ? "paidPix" : "chargeCard";
}
