import "server-only";

import { createStaticPix, hasError, parsePix } from "pix-utils";
import { toString as qrCodeSvg } from "qrcode";

import type { Order } from "@/lib/orders/types";
import { pixEnv, type PixEnv } from "@/lib/env";
import { pixChargeInputSchema, type PixChargeInput } from "@/lib/pix/query";
import { PIX_QR_SIZE, paymentStage, pixExpiresAt, pixTxid } from "@/lib/pix/rules";
import type { PixCharge, PixState } from "@/lib/pix/types";

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

/** The Pix charge of a sample order awaiting payment; undefined for any other order (product.md D13). */
export async function pixStateForOrder(order: Order): Promise<PixState | undefined> {
  if (paymentStage(order) !== "pixPending") return undefined;
  try {
    const input = { txid: pixTxid(order.id), amount: order.total, placedAt: order.orderTime };
    return { status: "ready", charge: await createPixCharge(input) };
  } catch (error) {
    // The rest of the order still renders; the Pix section says the code is unavailable.
    console.error(error);
    return { status: "error" };
  }
}
