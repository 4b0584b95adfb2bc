import { beforeEach, describe, expect, it, vi } from "vitest";

import messages from "@/messages/pt-BR.json";

const ORDER_ID = "41729b67-a172-4a48-9a28-fea04ac9db97";

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
      createTranslator({ locale: "pt-BR", messages, namespace: namespace as "orderActions" }),
  };
});
vi.mock("next/cache", () => ({ refresh: () => calls.refresh() }));
vi.mock("@/lib/data/access", () => ({
  requireAccountType: (...types: string[]) => calls.requireAccountType(...types),
}));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ rpc: calls.rpc }),
}));

const { changeOrderStatus } = await import("@/lib/orders/status-action");
const errors = messages.orderActions.errors;

beforeEach(() => {
  calls.rpc.mockReset();
  calls.refresh.mockReset();
  calls.requireAccountType.mockReset().mockResolvedValue({ id: "u1", type: "empresa" });
});

describe("changeOrderStatus: the database decides, the action only checks who asks and what", () => {
  it("moves the order as the signed-in user, by its database name, then refreshes the screen", async () => {
    calls.rpc.mockResolvedValue({ data: { id: ORDER_ID, status: "preparando" }, error: null });
    expect(await changeOrderStatus(ORDER_ID, "preparing")).toEqual({
      ok: true,
      data: { status: "preparing" },
    });
    expect(calls.rpc).toHaveBeenCalledWith("mudar_status_pedido", {
      p_pedido: ORDER_ID,
      p_status: "preparando",
    });
    expect(calls.refresh).toHaveBeenCalledTimes(1);
  });

  it("asks that the caller be signed in with an account that can have a part in an order", async () => {
    calls.rpc.mockResolvedValue({ data: { status: "cancelado" }, error: null });
    await changeOrderStatus(ORDER_ID, "cancelled");
    expect(calls.requireAccountType).toHaveBeenCalledWith(
      "cliente",
      "empresa",
      "entregador",
      "admin",
      "superadmin",
    );
  });

  it("sends a cancellation's reason trimmed, and no reason at all when it is blank", async () => {
    calls.rpc.mockResolvedValue({ data: { status: "cancelado" }, error: null });
    await changeOrderStatus(ORDER_ID, "cancelled", "  Produto em falta ");
    expect(calls.rpc).toHaveBeenLastCalledWith("mudar_status_pedido", {
      p_pedido: ORDER_ID,
      p_status: "cancelado",
      p_motivo: "Produto em falta",
    });
    await changeOrderStatus(ORDER_ID, "cancelled", "   ");
    expect(calls.rpc).toHaveBeenLastCalledWith("mudar_status_pedido", {
      p_pedido: ORDER_ID,
      p_status: "cancelado",
    });
  });

  it.each([
    ["a malformed order id", "41729b67", "preparing", undefined, errors.invalid],
    ["an unknown status", ORDER_ID, "entregue", undefined, errors.invalid],
    [
      "a reason over 300 characters",
      ORDER_ID,
      "cancelled",
      "x".repeat(301),
      errors.reasonTooLong.replace("{max}", "300"),
    ],
  ])("refuses %s without asking the database", async (_case, id, to, reason, message) => {
    const result = await changeOrderStatus(id, to as "preparing", reason);
    expect(result).toEqual({ ok: false, error: message });
    expect(calls.rpc).not.toHaveBeenCalled();
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it.each([
    ["pedido_nao_encontrado", errors.notFound],
    ["transicao_invalida", errors.invalidTransition],
    ["motivo_obrigatorio", errors.reasonRequired],
  ])("a refusal (%s) comes back in Portuguese and nothing refreshes", async (code, message) => {
    calls.rpc.mockResolvedValue({
      data: null,
      error: { code: "P0001", message: code, details: null, hint: null },
    });
    expect(await changeOrderStatus(ORDER_ID, "ready")).toEqual({ ok: false, error: message });
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it("a backend that does not answer is an 'unexpected' error, not a crash", async () => {
    calls.rpc.mockRejectedValue(new TypeError("fetch failed"));
    expect(await changeOrderStatus(ORDER_ID, "ready")).toEqual({ ok: false, error: errors.unexpected });
  });
});
