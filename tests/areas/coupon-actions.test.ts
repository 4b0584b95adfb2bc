import { beforeEach, describe, expect, it, vi } from "vitest";

import messages from "@/messages/pt-BR.json";

type Catalogue = Record<string, unknown>;

function lookup(namespace: string, key: string): string {
  let node: unknown = messages as Catalogue;
  for (const part of `${namespace}.${key}`.split(".")) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing message ${namespace}.${key}`);
  return node;
}

const db = vi.hoisted(() => ({ owned: { id: "loja" } as { id: string } | null, insertCoupon: vi.fn() }));
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ refresh: vi.fn() }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => lookup(namespace, key),
}));
vi.mock("@/lib/data/access", () => ({ requireAccountType: async () => ({ id: "owner" }) }));
vi.mock("@/lib/data/my-store", () => ({ getOwnedStore: async () => db.owned }));
vi.mock("@/lib/company/coupon-writes", () => ({
  insertCoupon: db.insertCoupon,
  setCouponActiveRow: vi.fn(),
}));
vi.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient: async () => ({}) }));

const { createCoupon, setCouponActive } = await import("@/lib/company/coupon-actions");

const coupon = {
  code: "SONHO5",
  description: "Cinco por cento",
  discountType: "percent",
  discountValue: "5",
  minOrder: "",
  startsAt: "2026-12-01",
  endsAt: "2026-12-31",
};

beforeEach(() => {
  db.owned = { id: "loja" };
  db.insertCoupon.mockReset().mockResolvedValue({ ok: true, id: "c" });
});

describe("'Criar cupom' answers in the one form result, in Portuguese", () => {
  it("a code the store already uses is said under the code", async () => {
    db.insertCoupon.mockResolvedValue({ ok: false, error: "codeTaken" });
    expect(await createCoupon(coupon)).toEqual({
      ok: false,
      error: "Revise os campos destacados.",
      fieldErrors: { code: "Já existe um cupom com este código." },
    });
  });

  it("dates out of order are said under the end date and nothing is written", async () => {
    expect(await createCoupon({ ...coupon, endsAt: "2026-11-30" })).toEqual({
      ok: false,
      error: "Revise os campos destacados.",
      fieldErrors: { endsAt: "A data de término deve ser depois da data de início." },
    });
    expect(db.insertCoupon).not.toHaveBeenCalled();
  });

  it("someone with no store of theirs gets the save error alone", async () => {
    db.owned = null;
    expect(await createCoupon(coupon)).toEqual({
      ok: false,
      error: "Você não pode alterar os cupons desta loja.",
    });
  });

  it("a saved coupon is a bare success", async () => {
    expect(await createCoupon(coupon)).toEqual({ ok: true });
  });

  it("a switch with a forged id is refused in Portuguese", async () => {
    expect(await setCouponActive("x", true)).toEqual({ ok: false, error: "Revise os campos destacados." });
  });
});
