import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AvailabilityToggle } from "@/components/areas/company/availability-toggle";
import { renderWithIntl } from "@/tests/support/render";

import { finishSimulatedRequests, simulateDelay } from "./simulate-mock";

vi.mock("@/lib/areas/simulate", () => import("./simulate-mock"));

afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
});

describe("Product availability toggle (spec 4)", { timeout: 20_000 }, () => {
  it.each([
    [true, "true", "Ativo"],
    [false, "false", "Inativo"],
  ])("available=%s shows aria-checked=%s and '%s'", (available, checked, text) => {
    renderWithIntl(<AvailabilityToggle productName="Pão de queijo" available={available} />);
    const toggle = screen.getByRole("switch", { name: "Disponibilidade de Pão de queijo" });
    expect(toggle).toHaveAttribute("aria-checked", checked);
    expect(toggle).toHaveAccessibleDescription(text);
  });

  it("simulates a 1 second request with a spinner and keeps the value", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AvailabilityToggle productName="Pão de queijo" available />);
    const toggle = screen.getByRole("switch", { name: "Disponibilidade de Pão de queijo" });

    await user.tab();
    await user.keyboard(" ");

    expect(simulateDelay).toHaveBeenCalledWith(1000);
    expect(screen.getByRole("status")).toHaveTextContent("Atualizando disponibilidade...");
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute("aria-checked", "true");

    await act(async () => finishSimulatedRequests());
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(toggle).toHaveAccessibleDescription("Ativo");
  });
});
