import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { MarkReadyButton } from "@/components/areas/company/mark-ready-button";
import { Toaster } from "@/components/ui/sonner";
import { renderWithIntl } from "@/tests/support/render";

describe("'Marcar Pronto' (spec 4)", () => {
  it("waits, then only notifies that the courier was told", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <MarkReadyButton customer="Ana" />
        <Toaster />
      </>,
    );
    const button = screen.getByRole("button", { name: "Marcar pronto o pedido de Ana" });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(screen.queryByText("Pedido marcado como pronto")).not.toBeInTheDocument();

    expect(await screen.findByText("Pedido marcado como pronto", {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByText("O entregador foi notificado.")).toBeInTheDocument();
    expect(button).toBeEnabled();
  });
});
