import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CancelOrderDialog } from "@/components/areas/company/cancel-order-dialog";
import { Toaster } from "@/components/ui/sonner";
import { renderWithIntl } from "@/tests/support/render";

import { finishSimulatedRequests, simulateDelay } from "./simulate-mock";

vi.mock("@/lib/areas/simulate", () => import("./simulate-mock"));

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
  vi.restoreAllMocks();
});

function setup() {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <CancelOrderDialog orderId="11111111-1111-4111-8111-111111111111" customer="Carlos Oliveira" />
      <Toaster />
    </>,
  );
  return user;
}

describe("Cancel order dialog (product.md §4/5)", { timeout: 20_000 }, () => {
  it("refuses a blank reason with the 'Erro' toast and keeps the dialog open", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Cancelar o pedido de Carlos Oliveira" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });

    const reason = within(dialog).getByLabelText("Motivo do cancelamento");
    await user.type(reason, "   ");
    await user.click(within(dialog).getByRole("button", { name: "Confirmar cancelamento" }));

    const toast = await screen.findByText("Erro");
    expect(toast.closest("li")).toHaveTextContent("Por favor, informe o motivo do cancelamento.");
    expect(screen.getByRole("dialog", { name: "Cancelar pedido" })).toBeInTheDocument();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription("Por favor, informe o motivo do cancelamento.");
    expect(reason).toHaveFocus();
    expect(simulateDelay).not.toHaveBeenCalled();
  });

  it("with a reason waits 1 s, then closes and says the customer was notified", async () => {
    const user = setup();
    const trigger = screen.getByRole("button", { name: "Cancelar o pedido de Carlos Oliveira" });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });

    await user.type(within(dialog).getByLabelText("Motivo do cancelamento"), "Produto em falta");
    const confirm = within(dialog).getByRole("button", { name: /Confirmar cancelamento/ });
    await user.click(confirm);

    // The pretend request is running: the dialog stays, busy, with no result yet, and Escape cannot drop it.
    expect(simulateDelay).toHaveBeenCalledWith(1000);
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Cancelando...");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Cancelar pedido" })).toBeInTheDocument();
    expect(screen.queryByText("Pedido cancelado")).not.toBeInTheDocument();

    await act(async () => finishSimulatedRequests());
    expect(await screen.findByText("Pedido cancelado")).toBeInTheDocument();
    expect(screen.getByText("O cliente foi notificado sobre o cancelamento.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("clears the reason when closed with 'Voltar'", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Cancelar o pedido de Carlos Oliveira" }));
    await user.type(await screen.findByLabelText("Motivo do cancelamento"), "Cliente desistiu");
    await user.click(screen.getByRole("button", { name: "Voltar" }));
    await user.click(screen.getByRole("button", { name: "Cancelar o pedido de Carlos Oliveira" }));
    expect(await screen.findByLabelText("Motivo do cancelamento")).toHaveValue("");
    expect(simulateDelay).not.toHaveBeenCalled();
  });
});
