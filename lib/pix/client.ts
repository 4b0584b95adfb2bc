import { z } from "zod";

import type { Order } from "@/lib/orders/types";
import { pixQueryFor } from "@/lib/pix/query";
import type { PixCharge } from "@/lib/pix/types";

/** How long the order page waits for /api/pix before it offers to try again. */
export const PIX_FETCH_TIMEOUT_MS = 8_000;

// Only a BR Code and an SVG data URL ever reach the page, whatever the response holds.
const chargeSchema = z.object({
  code: z.string().startsWith("000201"),
  qrSrc: z.string().startsWith("data:image/svg+xml;base64,"),
  issuedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});

/** Asks the server for the Pix charge of an order placed in this browser (the server never saw it). */
export async function fetchPixCharge(
  order: Pick<Order, "id" | "total" | "orderTime">,
  signal: AbortSignal,
  timeoutMs = PIX_FETCH_TIMEOUT_MS,
): Promise<PixCharge> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  if (signal.aborted) abort();
  else signal.addEventListener("abort", abort);
  try {
    const response = await fetch(`/api/pix?${pixQueryFor(order)}`, {
      signal: controller.signal,
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`pix ${response.status}`);
    return chargeSchema.parse(await response.json());
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", abort);
  }
}
