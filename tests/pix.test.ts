import { hasError, parsePix } from "pix-utils";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { PixEnv } from "@/lib/env";
import { createPixCharge, pixStateForOrder } from "@/lib/pix/charge";
import { paymentStage, pixExpiresAt, pixTimeLeft, pixTxid } from "@/lib/pix/rules";
import { makeOrder } from "@/tests/support/sample-orders";

const ACCOUNT: PixEnv = {
  key: "pix@vitrine.example",
  merchantName: "Vitrine Demo",
  merchantCity: "São Paulo",
};
const PLACED_AT = "2026-11-25T12:00:00-03:00";
const TXID = pixTxid("9affc2ff-211a-43c4-b660-2d5bd7c7ca88");

/** CRC16-CCITT (poly 0x1021, init 0xFFFF) written here from the BR Code manual, not taken from pix-utils. */
function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** EMV TLV walk: 2-digit tag, 2-digit length, value; throws when a length runs past the text. */
function tlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    const value = text.slice(at + 4, at + 4 + length);
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || value.length !== length) {
      throw new Error(`bad TLV at ${at}`);
    }
    fields.set(tag, value);
    at += 4 + length;
  }
  return fields;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("a Pix code for an order (product.md D13: BR Code, EMV layout, CRC16)", () => {
  it.each([0.01, 10, 67.5, 1234.56])(
    "charges R$ %s to the configured key, name and city, with the order's txid",
    async (amount) => {
      const { code } = await createPixCharge({ txid: TXID, amount, placedAt: PLACED_AT }, ACCOUNT);
      expect(code.startsWith("000201")).toBe(true);

      const fields = tlv(code);
      expect(fields.get("00")).toBe("01");
      const account = tlv(fields.get("26")!);
      expect(account.get("00")).toBe("br.gov.bcb.pix");
      expect(account.get("01")).toBe(ACCOUNT.key);
      expect(fields.get("52")).toBe("0000");
      expect(fields.get("53")).toBe("986"); // BRL
      expect(fields.get("54")).toBe(amount.toFixed(2));
      expect(fields.get("58")).toBe("BR");
      expect(fields.get("59")).toBe("VITRINE DEMO");
      expect(fields.get("60")).toBe("SAO PAULO");
      expect(tlv(fields.get("62")!).get("05")).toBe(TXID);
      // the CRC is the last field and covers everything before its 4 hex digits, "6304" included
      expect(code.slice(-8, -4)).toBe("6304");
      expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));

      const parsed = parsePix(code);
      if (hasError(parsed)) throw new Error(parsed.message);
      expect(parsed).toMatchObject({
        type: "STATIC",
        pixKey: ACCOUNT.key,
        transactionAmount: amount,
        merchantName: "VITRINE DEMO",
        merchantCity: "SAO PAULO",
        txid: TXID,
      });
    },
  );

  it("draws the code as an SVG QR Code and expires 30 minutes after the order time", async () => {
    const now = new Date("2026-11-25T15:05:00Z");
    const charge = await createPixCharge({ txid: TXID, amount: 10, placedAt: PLACED_AT }, ACCOUNT, now);
    expect(charge.qrSrc).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(charge.qrSrc.split(",")[1]!, "base64").toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(charge.expiresAt).toBe("2026-11-25T15:30:00.000Z");
    expect(charge.issuedAt).toBe(now.toISOString());
  });

  it.each([
    { case: "a zero amount", input: { txid: TXID, amount: 0 } },
    { case: "a negative amount", input: { txid: TXID, amount: -5 } },
    { case: "a fraction of a cent", input: { txid: TXID, amount: 10.001 } },
    { case: "more than the maximum", input: { txid: TXID, amount: 100_000.01 } },
    { case: "a txid with a dash", input: { txid: "9affc2ff-211a", amount: 10 } },
    { case: "a txid over 25 characters", input: { txid: "A".repeat(26), amount: 10 } },
  ])("refuses $case", async ({ input }) => {
    await expect(createPixCharge({ ...input, placedAt: PLACED_AT }, ACCOUNT)).rejects.toThrow();
  });

  it("refuses a merchant name the BR Code cannot hold", async () => {
    const account = { ...ACCOUNT, merchantName: "Um nome comprido demais para o Pix" };
    await expect(createPixCharge({ txid: TXID, amount: 1, placedAt: PLACED_AT }, account)).rejects.toThrow(
      /merchantName/,
    );
  });
});

describe("Pix rules", () => {
  it.each([
    ["9affc2ff-211a-43c4-b660-2d5bd7c7ca88", "9AFFC2FF211A43C4B6602D5BD"],
    ["abc-123", "ABC123"],
  ])("txid of order %s is %s (letters and digits, at most 25)", (orderId, txid) => {
    expect(pixTxid(orderId)).toBe(txid);
  });

  const expiresAt = pixExpiresAt("2026-11-25T12:00:00-03:00");
  it.each([
    { at: "2026-11-25T12:00:00-03:00", left: { expired: false, label: "30:00" } },
    { at: "2026-11-25T12:00:01-03:00", left: { expired: false, label: "29:59" } },
    { at: "2026-11-25T12:29:59.500-03:00", left: { expired: false, label: "00:01" } },
    { at: "2026-11-25T12:30:00-03:00", left: { expired: true } },
    { at: "2026-11-26T09:00:00-03:00", left: { expired: true } },
  ])("at $at the code has $left left", ({ at, left }) => {
    expect(pixTimeLeft(expiresAt, Date.parse(at))).toEqual(left);
  });

  it.each([
    { paymentMethod: "pix", status: "confirmed", stage: "pixPending" },
    { paymentMethod: "pix", status: "preparing", stage: "pixPaid" },
    { paymentMethod: "pix", status: "delivered", stage: "pixPaid" },
    { paymentMethod: "pix", status: "cancelled", stage: "cancelled" },
    { paymentMethod: "credit", status: "confirmed", stage: "onDelivery" },
    { paymentMethod: "debit", status: "on_way", stage: "onDelivery" },
    { paymentMethod: "debit", status: "delivered", stage: "cardPaid" },
    { paymentMethod: "credit", status: "cancelled", stage: "cancelled" },
  ] as const)("a $paymentMethod order that is $status: $stage", ({ paymentMethod, status, stage }) => {
    expect(paymentStage({ paymentMethod, status })).toBe(stage);
  });
});

describe("an order's Pix charge, built on the server when the page renders", () => {
  const order = makeOrder({
    id: "0f8b6a52-3c1d-4e5f-9a7b-1c2d3e4f5a6b",
    paymentMethod: "pix",
    status: "confirmed",
    total: 67.5,
    // pedidos.created_at as the Data API writes it
    orderTime: "2026-11-25T15:00:00.123456+00:00",
  });

  it("charges the order's total under its txid, valid 30 minutes from the order time", async () => {
    const state = await pixStateForOrder(order, new Date("2026-11-25T15:04:00Z"));
    if (state?.status !== "ready") throw new Error("no charge");
    expect(tlv(state.charge.code).get("54")).toBe("67.50");
    expect(tlv(tlv(state.charge.code).get("62")!).get("05")).toBe(pixTxid(order.id));
    expect(state.charge.expiresAt).toBe("2026-11-25T15:30:00.123Z");
    expect(state.charge.issuedAt).toBe("2026-11-25T15:04:00.000Z");
  });

  it.each([
    ["a card order", { paymentMethod: "credit" }],
    ["a Pix order the store already accepted", { status: "preparing" }],
    ["a cancelled Pix order", { status: "cancelled" }],
  ] as const)("builds nothing for %s", async (_case, overrides) => {
    expect(await pixStateForOrder({ ...order, ...overrides })).toBeUndefined();
  });

  it("says the code is unavailable rather than failing the order page", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await pixStateForOrder({ ...order, total: 200_000 })).toEqual({ status: "error" });
    expect(error).toHaveBeenCalledOnce();
  });
});

describe("Pix configuration (lib/env.ts)", () => {
  it("builds the orders' codes with the clearly-sample defaults", async () => {
    const state = await pixStateForOrder(makeOrder({ paymentMethod: "pix", status: "confirmed" }));
    if (state?.status !== "ready") throw new Error("no charge");
    const account = tlv(tlv(state.charge.code).get("26")!);
    expect(account.get("01")).toBe("pix@vitrine.example");
  });

  it("reads VITRINE_PIX_* and names the variable that is wrong", async () => {
    vi.stubEnv("VITRINE_PIX_KEY", "+5531999998888");
    vi.stubEnv("VITRINE_PIX_MERCHANT_CITY", "Contagem");
    const fresh = await import("@/lib/env");
    expect(fresh.pixEnv()).toEqual({
      key: "+5531999998888",
      merchantName: "Vitrine Demo",
      merchantCity: "Contagem",
    });

    vi.resetModules();
    vi.stubEnv("VITRINE_PIX_KEY", "not a key");
    const broken = await import("@/lib/env");
    expect(() => broken.pixEnv()).toThrow(/VITRINE_PIX_KEY/);
  });
});
