import { describe, expect, it } from "vitest";

import messages from "@/messages/pt-BR.json";
import { statusErrorOf } from "@/lib/orders/status-errors";

const errors = messages.orderActions.errors as Record<string, string>;

describe("a refused status change says why, in Portuguese", () => {
  it.each([
    [{ code: "P0001", message: "pedido_nao_encontrado" }, { key: "notFound" }],
    // a signed-out call is refused before the order is read, with the same code
    [{ code: "42501", message: "pedido_nao_encontrado" }, { key: "notFound" }],
    [{ code: "P0001", message: "status_invalido" }, { key: "invalid" }],
    [
      { code: "P0001", message: "transicao_invalida", details: "entregue>cancelado", hint: "loja" },
      { key: "invalidTransition" },
    ],
    [{ code: "P0001", message: "motivo_obrigatorio" }, { key: "reasonRequired" }],
    [
      { code: "P0001", message: "motivo_longo", hint: "300" },
      { key: "reasonTooLong", values: { max: 300 } },
    ],
    [
      { code: "P0001", message: "motivo_longo", hint: "120" },
      { key: "reasonTooLong", values: { max: 120 } },
    ],
    [
      { code: "P0001", message: "motivo_longo" },
      { key: "reasonTooLong", values: { max: 300 } },
    ],
    [{ code: "PGRST202", message: "Could not find the function" }, { key: "unexpected" }],
    [{ message: "fetch failed" }, { key: "unexpected" }],
    [{ message: "" }, { key: "unexpected" }],
    [null, { key: "unexpected" }],
  ])("%j → %j", (error, expected) => {
    expect(statusErrorOf(error)).toEqual(expected);
    expect(errors[expected.key]).toBeTruthy();
  });
});
