import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CancelOrderDialog } from "@/components/orders/cancel-order-dialog";
import { Toaster } from "@/components/ui/sonner";
import { renderWithIntl } from "@/tests/support/render";

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The cancellation, answered when the test says so.
const waiting: Array<(cancelled: boolean) => void> = [];
const onConfirm = vi.fn((_reason: string) => new Promise<boolean>((resolve) => waiting.push(resolve)));

async function answer(cancelled: boolean) {
  await act(async () => {
    for (const resolve of waiting.splice(0)) resolve(cancelled);
  });
}

afterEach(() => {
  waiting.splice(0);
  onConfirm.mockClear();
});

function setup(reasonRequired = true) {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <CancelOrderDialog
        customerName="Carlos Oliveira"
        reasonRequired={reasonRequired}
        label={reasonRequired ? "Cancelar" : "Cancelar pedido"}
        ariaLabel={reasonRequired ? "Cancelar o pedido de Carlos Oliveira" : undefined}
        onConfirm={onConfirm}
      />
      <Toaster />
    </>,
  );
  return user;
}

async function open(user: ReturnType<typeof setup>, name = "Cancelar o pedido de Carlos Oliveira") {
  await user.click(screen.getByRole("button", { name }));
  return screen.findByRole("dialog", { name: "Cancelar pedido" });
}

describe("cancel order dialog", { timeout: 20_000 }, () => {
  it("refuses a blank reason from the store with the 'Erro' toast and keeps the dialog open", async () => {
    const user = setup();
    const dialog = await open(user);
    const reason = within(dialog).getByLabelText("Motivo do cancelamento");
    expect(reason).toHaveAccessibleDescription("Até 300 caracteres.");
    expect(reason).not.toHaveAttribute("aria-invalid");
    await user.type(reason, "   ");
    await user.click(within(dialog).getByRole("button", { name: "Confirmar cancelamento" }));

    const toast = await screen.findByText("Erro");
    expect(toast.closest("li")).toHaveTextContent("Por favor, informe o motivo do cancelamento.");
    expect(screen.getByRole("dialog", { name: "Cancelar pedido" })).toBeInTheDocument();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    // the limit first, then what went wrong (the one Field's order)
    expect(reason).toHaveAccessibleDescription(
      "Até 300 caracteres. Por favor, informe o motivo do cancelamento.",
    );
    expect(reason).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(reason, "Produto em falta");
    expect(reason).not.toHaveAttribute("aria-invalid");
    expect(
      within(dialog).queryByText("Por favor, informe o motivo do cancelamento."),
    ).not.toBeInTheDocument();
  });

  it("sends the trimmed reason, stays busy until the answer and cannot be dropped with Escape", async () => {
    const user = setup();
    const trigger = screen.getByRole("button", { name: "Cancelar o pedido de Carlos Oliveira" });
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText("Motivo do cancelamento"), " Produto em falta ");
    const confirm = within(dialog).getByRole("button", { name: /Confirmar cancelamento/ });
    await user.dblClick(confirm);

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith("Produto em falta");
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Cancelando...");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Cancelar pedido" })).toBeInTheDocument();

    await answer(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("a refused cancellation keeps the dialog open with the reason as typed", async () => {
    const user = setup();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText("Motivo do cancelamento"), "Cliente desistiu");
    await user.click(within(dialog).getByRole("button", { name: /Confirmar cancelamento/ }));
    await answer(false);
    expect(within(dialog).getByLabelText("Motivo do cancelamento")).toHaveValue("Cliente desistiu");
    expect(within(dialog).getByRole("button", { name: /Confirmar cancelamento/ })).toBeEnabled();
  });

  it("clears the reason when closed with 'Voltar'", async () => {
    const user = setup();
    await user.type(within(await open(user)).getByLabelText("Motivo do cancelamento"), "Cliente desistiu");
    await user.click(screen.getByRole("button", { name: "Voltar" }));
    expect(within(await open(user)).getByLabelText("Motivo do cancelamento")).toHaveValue("");
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("the customer may cancel without a reason, after confirming", async () => {
    const user = setup(false);
    const dialog = await open(user, "Cancelar pedido");
    expect(dialog).toHaveTextContent("Tem certeza de que deseja cancelar este pedido?");
    await user.click(within(dialog).getByRole("button", { name: "Confirmar cancelamento" }));
    expect(onConfirm).toHaveBeenCalledWith("");
  });
});
