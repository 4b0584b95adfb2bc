import { beforeEach, describe, expect, it, vi } from "vitest";

import messages from "@/messages/pt-BR.json";

const ORDER_ID = "5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61";

const calls = vi.hoisted(() => ({
  rpc: vi.fn(),
  refresh: vi.fn(),
  requireAccountType: vi.fn(),
}));

// Server code reads messages through next-intl/server; here the same catalogue backs it.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: "pt-BR", messages, namespace: namespace as "courier" }),
  };
});
vi.mock("next/cache", () => ({ refresh: () => calls.refresh() }));
vi.mock("@/lib/data/access", () => ({
  requireAccountType: (...types: string[]) => calls.requireAccountType(...types),
}));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ rpc: calls.rpc }),
}));

const { takeOrder } = await import("@/lib/courier/take-order-action");
const errors = messages.courier.errors;

beforeEach(() => {
  calls.rpc.mockReset();
  calls.refresh.mockReset();
  calls.requireAccountType.mockReset().mockResolvedValue({ id: "u1", type: "entregador" });
});

describe("takeOrder: 'Pegar pedido' asks the database, as the signed-in courier", () => {
  it("claims the order through public.pegar_pedido, then reads the screen again", async () => {
    calls.rpc.mockResolvedValue({ data: { id: ORDER_ID, status: "a_caminho" }, error: null });
    expect(await takeOrder(ORDER_ID)).toEqual({ ok: true });
    expect(calls.requireAccountType).toHaveBeenCalledWith("entregador");
    expect(calls.rpc).toHaveBeenCalledWith("pegar_pedido", { p_pedido: ORDER_ID });
    expect(calls.refresh).toHaveBeenCalledOnce();
  });

  it("tells the second courier the order was taken, and still refreshes so the card leaves", async () => {
    calls.rpc.mockResolvedValue({ data: null, error: { message: "pedido_ja_pego", details: "a_caminho" } });
    expect(await takeOrder(ORDER_ID)).toEqual({ ok: false, error: errors.taken, taken: true });
    expect(calls.refresh).toHaveBeenCalledOnce();
  });

  it.each([
    ["pedido_nao_encontrado", errors.notFound],
    ["transicao_invalida", errors.changed],
    ["connection reset", errors.unexpected],
  ])("answers %s with its message", async (code, text) => {
    calls.rpc.mockResolvedValue({ data: null, error: { message: code } });
    expect(await takeOrder(ORDER_ID)).toEqual({ ok: false, error: text, taken: false });
  });

  it("never calls the database with an id that is not a uuid", async () => {
    expect(await takeOrder("../pedidos")).toEqual({ ok: false, error: errors.notFound, taken: false });
    expect(calls.rpc).not.toHaveBeenCalled();
  });

  it("says something went wrong when the call itself throws", async () => {
    calls.rpc.mockRejectedValue(new Error("socket hang up"));
    expect(await takeOrder(ORDER_ID)).toEqual({ ok: false, error: errors.unexpected, taken: false });
  });
});
