import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { renderWithIntl } from "@/tests/support/render";

describe("Switch", { timeout: 20_000 }, () => {
  it("is named by its label and toggles aria-checked with Space", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <Switch id="avisos" />
        <Label htmlFor="avisos">Receber avisos</Label>
      </>,
    );

    const toggle = screen.getByRole("switch", { name: "Receber avisos" });
    expect(toggle).toHaveAttribute("aria-checked", "false");

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-checked", "false");
  });
});
