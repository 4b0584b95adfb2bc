import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { AvailabilityToggle } from "@/components/areas/company/availability-toggle";
import { renderWithIntl } from "@/tests/support/render";

describe("Product availability toggle (spec 4)", () => {
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

    expect(screen.getByRole("status")).toHaveTextContent("Atualizando disponibilidade...");
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute("aria-checked", "true");

    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument(), { timeout: 2500 });
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(toggle).toHaveAccessibleDescription("Ativo");
  });
});
