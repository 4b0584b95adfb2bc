import { beforeEach, describe, expect, it, vi } from "vitest";

const USER = "4105777f-686d-4c13-a805-fe8808d84b12";

// The perfis update as the signed-in user: the chain records what was asked and answers as the case says.
const calls = vi.hoisted(() => ({
  requireAccountType: vi.fn(),
  refresh: vi.fn(),
  update: vi.fn(),
  eq: vi.fn(),
  answer: { data: [] as unknown[] | null, error: null as { message: string } | null },
}));
vi.mock("next/cache", () => ({ refresh: () => calls.refresh() }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}`,
}));
vi.mock("@/lib/data/access", () => ({
  requireAccountType: (...types: string[]) => calls.requireAccountType(...types),
}));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({
    from: (table: string) => ({
      update: (values: unknown) => {
        calls.update(table, values);
        return {
          eq: (column: string, value: string) => {
            calls.eq(column, value);
            return { select: async () => calls.answer };
          },
        };
      },
    }),
  }),
}));

const { savePaymentPreference } = await import("@/lib/customers/payment-preference-action");

beforeEach(() => {
  vi.clearAllMocks();
  calls.requireAccountType.mockResolvedValue({ id: USER, type: "cliente" });
  calls.answer = { data: [{ user_id: USER }], error: null };
});

describe("'Forma de pagamento preferida' is saved to the shopper's own profile", () => {
  it.each([
    ["credit", "credito"],
    ["debit", "debito"],
    ["pix", "pix"],
  ])(
    "%s is written as perfis.pagamento_preferido = %s on their own row, then the screen refreshes",
    async (choice, db) => {
      expect(await savePaymentPreference(choice)).toEqual({ ok: true });
      expect(calls.requireAccountType).toHaveBeenCalledWith("cliente");
      expect(calls.update).toHaveBeenCalledWith("perfis", { pagamento_preferido: db });
      expect(calls.eq).toHaveBeenCalledWith("user_id", USER);
      expect(calls.refresh).toHaveBeenCalledOnce();
    },
  );

  it.each([["card"], [""], [null], [{ method: "pix" }]])(
    "refuses %j without touching the database, saying the save failed",
    async (choice) => {
      expect(await savePaymentPreference(choice)).toEqual({ ok: false, error: "profile.paymentError" });
      expect(calls.update).not.toHaveBeenCalled();
      expect(calls.refresh).not.toHaveBeenCalled();
    },
  );

  it.each([
    ["the database refuses", { data: null, error: { message: "permission denied" } }],
    ["row-level security lets no row change", { data: [], error: null }],
  ])("says it failed when %s", async (_case, answer) => {
    calls.answer = answer;
    expect(await savePaymentPreference("pix")).toEqual({ ok: false, error: "profile.paymentError" });
    expect(calls.refresh).not.toHaveBeenCalled();
  });
});
