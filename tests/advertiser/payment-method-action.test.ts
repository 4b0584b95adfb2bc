import { beforeEach, describe, expect, it, vi } from "vitest";

const USER = "7b0e6c1d-2a3f-4e5b-8c9d-0a1b2c3d4e5f";

// The anunciantes row as the signed-in advertiser: the shared account write is recorded and answers as told.
const calls = vi.hoisted(() => ({
  requireAccountType: vi.fn(),
  refresh: vi.fn(),
  write: vi.fn(),
}));
vi.mock("next/cache", () => ({ refresh: () => calls.refresh() }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}`,
}));
vi.mock("@/lib/data/access", () => ({
  requireAccountType: (...types: string[]) => calls.requireAccountType(...types),
}));
vi.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient: async () => ({ client: true }) }));
vi.mock("@/lib/advertiser/account-writes", () => ({
  writeAdvertiserAccount: (...args: unknown[]) => calls.write(...args),
}));

const { savePaymentMethod } = await import("@/lib/advertiser/payment-actions");

beforeEach(() => {
  vi.clearAllMocks();
  calls.requireAccountType.mockResolvedValue({ id: USER, type: "anunciante" });
  calls.write.mockResolvedValue(true);
});

describe("the advertiser's way to pay the invoice is saved to their own account", () => {
  it.each(["pix", "boleto"])(
    "%s is written as anunciantes.forma_pagamento, then the screen refreshes",
    async (method) => {
      expect(await savePaymentMethod({ method })).toEqual({ ok: true });
      expect(calls.requireAccountType).toHaveBeenCalledWith("anunciante");
      expect(calls.write).toHaveBeenCalledWith({ client: true }, USER, { forma_pagamento: method });
      expect(calls.refresh).toHaveBeenCalledOnce();
    },
  );

  it.each([[{ method: "cartao" }], [{ method: "" }], [null], ["pix"]])(
    "refuses %j and writes nothing",
    async (values) => {
      expect(await savePaymentMethod(values)).toEqual({
        ok: false,
        error: "advertiserBilling.paymentForm.invalid",
        fieldErrors: { method: "advertiserBilling.paymentForm.chooseOne" },
      });
      expect(calls.write).not.toHaveBeenCalled();
    },
  );

  it("says so when the database refuses, and does not refresh", async () => {
    calls.write.mockResolvedValue(false);
    expect(await savePaymentMethod({ method: "boleto" })).toEqual({
      ok: false,
      error: "advertiserBilling.paymentForm.saveFailed",
    });
    expect(calls.refresh).not.toHaveBeenCalled();
  });
});
