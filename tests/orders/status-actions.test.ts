import { describe, expect, it } from "vitest";

import messages from "@/messages/pt-BR.json";
import {
  cancelReasonProblem,
  doneMessageKey,
  statusActionsFor,
  type StatusActions,
} from "@/lib/orders/status-actions";
import type { OrderRole } from "@/lib/orders/transitions";
import type { DeliveryType, OrderStatus, PaymentChoice } from "@/lib/orders/types";

const storeCancel = { key: "cancel", reasonRequired: true } as const;

describe("each party sees only the buttons the transition table allows them", () => {
  it.each<[OrderStatus, OrderRole, DeliveryType, StatusActions["forward"], StatusActions["cancel"]]>([
    // the store: 'Aceitar', 'Marcar Pronto', 'Saiu para entrega' or 'Entregue ao cliente', 'Confirmar entrega'
    ["confirmed", "store", "delivery", { to: "preparing", key: "accept" }, storeCancel],
    ["preparing", "store", "delivery", { to: "ready", key: "markReady" }, storeCancel],
    ["ready", "store", "delivery", { to: "on_way", key: "dispatch" }, null],
    ["ready", "store", "pickup", { to: "delivered", key: "handOver" }, null],
    ["on_way", "store", "delivery", { to: "delivered", key: "confirmDelivery" }, null],
    ["delivered", "store", "delivery", null, null],
    ["cancelled", "store", "pickup", null, null],
    // the courier only carries delivery orders
    ["confirmed", "courier", "delivery", null, null],
    ["preparing", "courier", "delivery", null, null],
    ["ready", "courier", "delivery", { to: "on_way", key: "dispatch" }, null],
    ["ready", "courier", "pickup", null, null],
    ["on_way", "courier", "delivery", { to: "delivered", key: "confirmDelivery" }, null],
    // the customer may cancel while the order is new, without a reason
    ["confirmed", "customer", "delivery", null, { key: "cancelOwn", reasonRequired: false }],
    ["preparing", "customer", "delivery", null, null],
    ["on_way", "customer", "delivery", null, null],
    // an administrator cancels anything not delivered, with a reason
    ["confirmed", "admin", "delivery", null, storeCancel],
    ["preparing", "admin", "pickup", null, storeCancel],
    ["ready", "admin", "delivery", null, storeCancel],
    ["on_way", "admin", "delivery", null, storeCancel],
    ["delivered", "admin", "delivery", null, null],
    ["cancelled", "admin", "delivery", null, null],
  ])("a %s order, for the %s (%s)", (status, role, type, forward, cancel) => {
    const actions = statusActionsFor(status, role, type, "credit");
    expect(actions.forward).toEqual(forward);
    expect(actions.cancel).toEqual(cancel);
  });

  it.each<[OrderStatus, OrderRole, PaymentChoice, boolean]>([
    ["confirmed", "store", "pix", true],
    ["preparing", "store", "pix", false],
    ["confirmed", "store", "credit", false],
    ["confirmed", "store", "debit", false],
    ["confirmed", "courier", "pix", false],
    ["confirmed", "customer", "pix", false],
    ["confirmed", "admin", "pix", false],
  ])("'Pix: confira o pagamento' on a %s order for the %s paid by %s: %s", (status, role, payment, shown) => {
    expect(statusActionsFor(status, role, "delivery", payment).pixCheck).toBe(shown);
  });
});

describe("the toast after a change", () => {
  const done = messages.orderActions.done as Record<string, { title: string; description: string }>;

  it.each<[OrderStatus, DeliveryType, OrderRole, string]>([
    ["preparing", "delivery", "store", "Pedido aceito"],
    ["ready", "delivery", "store", "Pedido marcado como pronto|O entregador foi notificado."],
    [
      "ready",
      "pickup",
      "store",
      "Pedido marcado como pronto|O cliente foi avisado de que já pode retirar o pedido.",
    ],
    ["on_way", "delivery", "courier", "Pedido a caminho"],
    ["delivered", "delivery", "courier", "Entrega confirmada"],
    ["delivered", "pickup", "store", "Pedido entregue"],
    ["cancelled", "delivery", "store", "Pedido cancelado|O cliente foi notificado sobre o cancelamento."],
    ["cancelled", "delivery", "admin", "Pedido cancelado|O cliente foi notificado sobre o cancelamento."],
    ["cancelled", "delivery", "customer", "Pedido cancelado|A loja foi avisada do cancelamento."],
    ["confirmed", "delivery", "store", "Pedido atualizado"],
  ])("%s (%s) by the %s: %s", (to, type, role, expected) => {
    const [title, description] = expected.split("|");
    const message = done[doneMessageKey(to, type, role)];
    expect(message?.title).toBe(title);
    if (description) expect(message?.description).toBe(description);
  });
});

describe("a cancellation reason", () => {
  it.each([
    ["Produto em falta", true, null],
    ["", true, "required"],
    ["   ", true, "required"],
    ["", false, null],
    ["   ", false, null],
    ["x".repeat(300), true, null],
    [` ${"x".repeat(300)} `, true, null],
    ["x".repeat(301), true, "tooLong"],
    ["x".repeat(301), false, "tooLong"],
  ] as const)("%j (required: %s) → %s", (reason, required, problem) => {
    expect(cancelReasonProblem(reason, required)).toBe(problem);
  });
});
