import "server-only";

import { createStaticPix, hasError, parsePix } from "pix-utils";
import { toString as qrCodeSvg } from "qrcode";
import { z } from "zod";

import type { Order } from "@/lib/orders/types";
import { pixEnv, type PixEnv } from "@/lib/env";
import {
  PIX_MAX_AMOUNT,
  PIX_QR_SIZE,
  PIX_TXID_PATTERN,
  paymentStage,
  pixExpiresAt,
  pixTxid,
} from "@/lib/pix/rules";
import type { PixCharge, PixState } from "@/lib/pix/types";

/** What a Pix charge is built from; a code is only ever generated from input that passed this. */
export const pixChargeInputSchema = z.object({
  txid: z.string().regex(PIX_TXID_PATTERN),
  amount: z.number().positive().max(PIX_MAX_AMOUNT).multipleOf(0.01),
  // pedidos.created_at as the Data API writes it (any ISO instant with its offset)
  placedAt: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
});
export type PixChargeInput = z.infer<typeof pixChargeInputSchema>;

/**
 * Builds an order's Pix charge on the server: pix-utils writes the BR Code (Banco Central's EMV layout,
 * CRC16-CCITT at the end) and qrcode draws it as SVG. Both stay here: pix-utils pulls axios, and neither
 * belongs in a phone's bundle. Throws on input that fails `pixChargeInputSchema`.
 */
export async function createPixCharge(
  input: PixChargeInput,
  account: PixEnv = pixEnv(),
  now: Date = new Date(),
): Promise<PixCharge> {
  const { txid, amount, placedAt } = pixChargeInputSchema.parse(input);
  const pix = createStaticPix({
    merchantName: account.merchantName,
    merchantCity: account.merchantCity,
    pixKey: account.key,
    txid,
    transactionAmount: amount,
  });
  if (hasError(pix)) throw new Error(`Pix: ${pix.message}`);
  const code = pix.toBRCode();
  // Read the code back (layout and CRC) before anyone is asked to pay it.
  const check = parsePix(code);
  if (hasError(check)) throw new Error(`Pix: ${check.message}`);
  const svg = await qrCodeSvg(code, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4, // the quiet zone ISO 18004 asks for, so any bank app reads it
    width: PIX_QR_SIZE,
  });
  return {
    code,
    qrSrc: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    issuedAt: now.toISOString(),
    expiresAt: pixExpiresAt(placedAt),
  };
}

/**
 * The Pix charge of an order awaiting its Pix payment (still confirmed), built on the server for the order's
 * total, valid 30 minutes from the order time; undefined for any other order (product.md D13).
 */
export async function pixStateForOrder(
  order: Pick<Order, "id" | "total" | "orderTime" | "paymentMethod" | "status">,
  now: Date = new Date(),
): Promise<PixState | undefined> {
  if (paymentStage(order) !== "pixPending") return undefined;
  try {
    const input = { txid: pixTxid(order.id), amount: order.total, placedAt: order.orderTime };
    return { status: "ready", charge: await createPixCharge(input, pixEnv(), now) };
  } catch (error) {
    // The rest of the order still renders; the Pix section says the code is unavailable.
    console.error(error);
    return { status: "error" };
  }
}
