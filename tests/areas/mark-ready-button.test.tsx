import { act, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { MarkReadyButton } from "@/components/areas/company/mark-ready-button";
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

describe("'Marcar Pronto' button (product.md §4)", { timeout: 20_000 }, () => {
  it("waits 800 ms, then notifies that the courier was told", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <MarkReadyButton orderId="11111111-1111-4111-8111-111111111111" customer="Ana" />
        <Toaster />
      </>,
    );
    const button = screen.getByRole("button", { name: "Marcar pronto o pedido de Ana" });
    await user.click(button);
    expect(simulateDelay).toHaveBeenCalledWith(800);
    expect(button).toBeDisabled();
    expect(screen.queryByText("Pedido marcado como pronto")).not.toBeInTheDocument();

    await act(async () => finishSimulatedRequests());
    expect(await screen.findByText("Pedido marcado como pronto")).toBeInTheDocument();
    expect(screen.getByText("O entregador foi notificado.")).toBeInTheDocument();
    expect(button).toBeEnabled();
  });
});
