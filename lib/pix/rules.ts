import type { Order } from "@/lib/orders/types";

/**
 * Pure Pix rules shared by the server (code generation) and the order page (countdown); no library here,
 * so the client bundle never carries pix-utils or qrcode.
 */

/** product.md D13: a Pix code may be paid for 30 minutes from the order time. */
export const PIX_VALIDITY_MINUTES = 30;
/** Well above any cart; a bigger amount is a bad request, never a code. */
export const PIX_MAX_AMOUNT = 100_000;
/** The QR Code's side in CSS pixels: the SVG's own size and the image's, so nothing shifts as it loads. */
export const PIX_QR_SIZE = 192;
/** BR Code rule for a static Pix: the txid (field 62, sub-field 05) is 1 to 25 letters and digits. */
export const PIX_TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

/** The order's txid: its id without separators, cut to the BR Code's 25 characters. */
export function pixTxid(orderId: string): string {
  return orderId
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 25)
    .toUpperCase();
}

export function pixExpiresAt(orderTime: string): string {
  return new Date(Date.parse(orderTime) + PIX_VALIDITY_MINUTES * 60_000).toISOString();
}

export type PixTimeLeft = { expired: true } | { expired: false; label: string };

const pad = (value: number) => String(value).padStart(2, "0");

/** 'mm:ss' left until `expiresAt`, rounded up so '00:01' shows until the very instant it expires. */
export function pixTimeLeft(expiresAt: string, now: number): PixTimeLeft {
  const ms = Date.parse(expiresAt) - now;
  if (!(ms > 0)) return { expired: true };
  const seconds = Math.ceil(ms / 1000);
  return { expired: false, label: `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}` };
}

export type PaymentStage = "onDelivery" | "cardPaid" | "pixPending" | "pixPaid" | "cancelled";

/**
 * product.md §4 payment choices: cards are paid on delivery (or at pickup), so a delivered card order is paid; a
 * Pix is awaited while the order is only confirmed and counts as paid once the store moves it on; a cancelled
 * order owes nothing.
 */
export function paymentStage(order: Pick<Order, "paymentMethod" | "status">): PaymentStage {
  if (order.status === "cancelled") return "cancelled";
  if (order.paymentMethod !== "pix") return order.status === "delivered" ? "cardPaid" : "onDelivery";
  return order.status === "confirmed" ? "pixPending" : "pixPaid";
}
