import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { CancelOrderDialog } from "@/components/areas/company/cancel-order-dialog";
import { Toaster } from "@/components/ui/sonner";
import { renderWithIntl } from "@/tests/support/render";

function setup() {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <CancelOrderDialog customer="Carlos Oliveira" />
      <Toaster />
    </>,
  );
  return user;
}

describe("Cancel order dialog (spec 4/5)", () => {
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
    expect(screen.queryByText("Pedido cancelado")).not.toBeInTheDocument();
  });

  it("with a reason waits, then closes and says the customer was notified", async () => {
    const user = setup();
    const trigger = screen.getByRole("button", { name: "Cancelar o pedido de Carlos Oliveira" });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });

    await user.type(within(dialog).getByLabelText("Motivo do cancelamento"), "Produto em falta");
    const confirm = within(dialog).getByRole("button", { name: /Confirmar cancelamento/ });
    await user.click(confirm);

    // The simulated request is still running: the dialog stays, busy, without a result yet.
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Cancelando...");
    expect(screen.queryByText("Pedido cancelado")).not.toBeInTheDocument();

    expect(await screen.findByText("Pedido cancelado", {}, { timeout: 3000 })).toBeInTheDocument();
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
  });
});
