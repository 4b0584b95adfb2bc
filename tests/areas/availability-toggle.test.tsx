import { act, cleanup, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AvailabilityToggle } from "@/components/areas/company/availability-toggle";
import { Toaster } from "@/components/ui/sonner";
import { companySession } from "@/lib/company/session-store";
import { renderWithIntl } from "@/tests/support/render";

import { finishSimulatedRequests, simulateDelay } from "./simulate-mock";

vi.mock("@/lib/areas/simulate", () => import("./simulate-mock"));

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const PRODUCT_ID = "869464e5-37a8-4f4e-84d8-12e56785e5ee";

beforeEach(() => {
  companySession.reset();
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
  vi.restoreAllMocks();
});

function renderToggle(available: boolean) {
  renderWithIntl(
    <>
      <AvailabilityToggle productId={PRODUCT_ID} productName="Pão de queijo" available={available} />
      <Toaster />
    </>,
  );
  return screen.getByRole("switch", { name: "Disponibilidade de Pão de queijo" });
}

describe("Product availability toggle (spec 4, issue 11)", { timeout: 20_000 }, () => {
  it.each([
    [true, "true", "Ativo"],
    [false, "false", "Inativo"],
  ])("available=%s shows aria-checked=%s and '%s'", (available, checked, text) => {
    const toggle = renderToggle(available);
    expect(toggle).toHaveAttribute("aria-checked", checked);
    expect(toggle).toHaveAccessibleDescription(text);
  });

  it("simulates a 1 second request with a spinner, then stays where it was put with 'Produto desativado'", async () => {
    const user = userEvent.setup();
    const toggle = renderToggle(true);

    await user.tab();
    await user.keyboard(" ");

    expect(simulateDelay).toHaveBeenCalledWith(1000);
    expect(screen.getByRole("status")).toHaveTextContent("Atualizando disponibilidade...");
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute("aria-checked", "true");

    await act(async () => finishSimulatedRequests());
    expect(screen.queryByText("Atualizando disponibilidade...")).not.toBeInTheDocument();
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(toggle).toHaveAccessibleDescription("Inativo");
    expect(await screen.findByText("Produto desativado")).toBeInTheDocument();
  });

  it("switching an inactive product on says 'Produto ativado' and keeps it on for the session", async () => {
    const user = userEvent.setup();
    const toggle = renderToggle(false);
    await user.click(toggle);
    await act(async () => finishSimulatedRequests());
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(await screen.findByText("Produto ativado")).toBeInTheDocument();

    // Another screen of the session (a fresh mount) shows the product as it was left.
    cleanup();
    expect(renderToggle(false)).toHaveAttribute("aria-checked", "true");
  });
});
