import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { OrderStatusActions, type OrderStatusActionsProps } from "@/components/orders/order-status-actions";
import { Toaster } from "@/components/ui/sonner";
import type { StatusActionResult } from "@/lib/orders/status-action";
import { renderWithIntl } from "@/tests/support/render";

// The server action, answered when the test says so: "still running" cannot race a real request.
const action = vi.hoisted(() => {
  const waiting: Array<(result: StatusActionResult) => void> = [];
  return {
    waiting,
    changeOrderStatus: vi.fn(
      (..._args: unknown[]) => new Promise<StatusActionResult>((resolve) => waiting.push(resolve)),
    ),
  };
});
vi.mock("@/lib/orders/status-action", () => ({ changeOrderStatus: action.changeOrderStatus }));

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const ORDER_ID = "41729b67-a172-4a48-9a28-fea04ac9db97";

// React keeps every transition pending while any request is unanswered: answer them all between tests
// with a toast no test looks for (a late toast lands in the next test's toaster).
afterEach(() => {
  for (const resolve of action.waiting.splice(0)) resolve({ ok: true, data: { status: "confirmed" } });
  action.changeOrderStatus.mockClear();
});

async function answer(result: StatusActionResult) {
  await act(async () => {
    for (const resolve of action.waiting.splice(0)) resolve(result);
  });
}

function setup(props: Partial<OrderStatusActionsProps> = {}) {
  const user = userEvent.setup();
  const onDone = vi.fn();
  renderWithIntl(
    <>
      <OrderStatusActions
        orderId={ORDER_ID}
        status="confirmed"
        deliveryType="delivery"
        paymentMethod="credit"
        role="store"
        customerName="Ana Souza"
        onDone={onDone}
        {...props}
      />
      <Toaster />
    </>,
  );
  return { user, onDone };
}

const buttons = () => screen.queryAllByRole("button").map((button) => button.textContent);

describe("order status actions: each party sees only its own buttons", { timeout: 20_000 }, () => {
  it.each<[string, Partial<OrderStatusActionsProps>, string[]]>([
    ["the store, a new order", { role: "store", status: "confirmed" }, ["Aceitar", "Cancelar"]],
    ["the store, in preparation", { role: "store", status: "preparing" }, ["Marcar Pronto", "Cancelar"]],
    ["the store, ready for delivery", { role: "store", status: "ready" }, ["Saiu para entrega"]],
    [
      "the store, ready for pickup",
      { role: "store", status: "ready", deliveryType: "pickup" },
      ["Entregue ao cliente"],
    ],
    ["the store, on the way", { role: "store", status: "on_way" }, ["Confirmar entrega"]],
    ["the courier, a new order", { role: "courier", status: "confirmed" }, []],
    ["the courier, ready", { role: "courier", status: "ready" }, ["Saiu para entrega"]],
    ["the courier, on the way", { role: "courier", status: "on_way" }, ["Confirmar entrega"]],
    ["the customer, a new order", { role: "customer", status: "confirmed" }, ["Cancelar pedido"]],
    ["the customer, in preparation", { role: "customer", status: "preparing" }, []],
    ["an administrator, on the way", { role: "admin", status: "on_way" }, ["Cancelar"]],
    ["an administrator, delivered", { role: "admin", status: "delivered" }, []],
  ])("%s: %j", (_case, props, expected) => {
    setup(props);
    expect(buttons()).toEqual(expected);
  });

  it("names the customer on the store's buttons, where several orders share a screen", () => {
    setup({ role: "store", status: "confirmed" });
    expect(screen.getByRole("button", { name: "Aceitar o pedido de Ana Souza" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancelar o pedido de Ana Souza" })).toBeInTheDocument();
  });

  it("'Pix: confira o pagamento' for the store on a new Pix order only", () => {
    setup({ role: "store", status: "confirmed", paymentMethod: "pix" });
    expect(screen.getByText("Pix: confira o pagamento")).toBeInTheDocument();
  });

  it.each<Partial<OrderStatusActionsProps>>([
    { role: "store", status: "preparing", paymentMethod: "pix" },
    { role: "customer", status: "confirmed", paymentMethod: "pix" },
    { role: "store", status: "confirmed", paymentMethod: "debit" },
  ])("no Pix note for %j", (props) => {
    setup(props);
    expect(screen.queryByText("Pix: confira o pagamento")).not.toBeInTheDocument();
  });
});

describe("order status actions save on the server", { timeout: 20_000 }, () => {
  it("'Aceitar' is busy while saving and sends one request even on a double click", async () => {
    const { user, onDone } = setup();
    const accept = screen.getByRole("button", { name: "Aceitar o pedido de Ana Souza" });
    await user.dblClick(accept);
    expect(action.changeOrderStatus).toHaveBeenCalledTimes(1);
    expect(action.changeOrderStatus).toHaveBeenCalledWith(ORDER_ID, "preparing", undefined);
    expect(accept).toBeDisabled();
    expect(within(accept).getByRole("status")).toHaveTextContent("Atualizando o pedido...");
    expect(screen.getByRole("button", { name: "Cancelar o pedido de Ana Souza" })).toBeDisabled();

    await answer({ ok: true, data: { status: "preparing" } });
    expect(await screen.findByText("Pedido aceito")).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    await user.click(accept);
    expect(action.changeOrderStatus).toHaveBeenCalledTimes(2);
    await answer({ ok: true, data: { status: "preparing" } });
  });

  it("two clicks before the screen updates still send one request", async () => {
    setup();
    const accept = screen.getByRole("button", { name: "Aceitar o pedido de Ana Souza" });
    // one act: React has not re-rendered the disabled button when the second click lands
    act(() => {
      accept.click();
      accept.click();
    });
    expect(action.changeOrderStatus).toHaveBeenCalledTimes(1);
    await answer({ ok: true, data: { status: "preparing" } });
  });

  it("'Marcar Pronto' says the courier was notified", async () => {
    const { user } = setup({ status: "preparing" });
    await user.click(screen.getByRole("button", { name: "Marcar pronto o pedido de Ana Souza" }));
    await answer({ ok: true, data: { status: "ready" } });
    expect(await screen.findByText("Pedido marcado como pronto")).toBeInTheDocument();
    expect(screen.getByText("O entregador foi notificado.")).toBeInTheDocument();
  });

  it("a refusal shows the server's message as an error toast, and the button works again", async () => {
    const { user, onDone } = setup({ status: "preparing" });
    const ready = screen.getByRole("button", { name: "Marcar pronto o pedido de Ana Souza" });
    await user.click(ready);
    await answer({ ok: false, error: "O pedido já mudou de situação." });
    const toast = await screen.findByText("O pedido já mudou de situação.");
    expect(toast.closest("li")).toHaveTextContent("Não foi possível atualizar o pedido");
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(ready).toBeEnabled());
  });

  it("a request that fails on the way is an error toast too", async () => {
    action.changeOrderStatus.mockRejectedValueOnce(new Error("network"));
    const { user } = setup({ status: "ready" });
    await user.click(screen.getByRole("button", { name: /Saiu para entrega/ }));
    const toast = await screen.findByText(/^Algo deu errado ao atualizar o pedido/);
    expect(toast.closest("li")).toHaveTextContent("Não foi possível atualizar o pedido");
  });
});

describe("cancelling from the status actions", { timeout: 20_000 }, () => {
  it("the store must give a reason: 'Erro' toast, nothing is sent", async () => {
    const { user } = setup({ status: "preparing" });
    await user.click(screen.getByRole("button", { name: "Cancelar o pedido de Ana Souza" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmar cancelamento" }));
    const toast = await screen.findByText("Erro");
    expect(toast.closest("li")).toHaveTextContent("Por favor, informe o motivo do cancelamento.");
    expect(action.changeOrderStatus).not.toHaveBeenCalled();
  });

  it("the store's reason is sent with the cancellation; the dialog closes on success", async () => {
    const { user, onDone } = setup({ status: "preparing" });
    await user.click(screen.getByRole("button", { name: "Cancelar o pedido de Ana Souza" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });
    await user.type(within(dialog).getByLabelText("Motivo do cancelamento"), " Produto em falta ");
    await user.click(within(dialog).getByRole("button", { name: /Confirmar cancelamento/ }));
    expect(action.changeOrderStatus).toHaveBeenCalledWith(ORDER_ID, "cancelled", "Produto em falta");

    await answer({ ok: true, data: { status: "cancelled" } });
    expect(await screen.findByText("Pedido cancelado")).toBeInTheDocument();
    expect(screen.getByText("O cliente foi notificado sobre o cancelamento.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("the customer confirms without a reason, and the store is told", async () => {
    const { user } = setup({ role: "customer" });
    await user.click(screen.getByRole("button", { name: "Cancelar pedido" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });
    expect(within(dialog).getByLabelText("Motivo do cancelamento (opcional)")).not.toBeRequired();
    await user.click(within(dialog).getByRole("button", { name: "Confirmar cancelamento" }));
    expect(action.changeOrderStatus).toHaveBeenCalledWith(ORDER_ID, "cancelled", undefined);
    await answer({ ok: true, data: { status: "cancelled" } });
    expect(await screen.findByText("A loja foi avisada do cancelamento.")).toBeInTheDocument();
  });

  it("an administrator also gives a reason", async () => {
    const { user } = setup({ role: "admin", status: "on_way" });
    await user.click(screen.getByRole("button", { name: "Cancelar o pedido de Ana Souza" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });
    expect(within(dialog).getByLabelText("Motivo do cancelamento")).toBeRequired();
  });
});
