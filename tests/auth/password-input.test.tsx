import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { PasswordInput } from "@/components/auth/password-input";
import { renderWithIntl } from "@/tests/support/render";

describe("password show/hide toggle (product.md §2)", () => {
  it("is a labelled toggle button that reveals and hides the password", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <label htmlFor="senha">Senha</label>
        <PasswordInput id="senha" name="senha" defaultValue="segredo" />
      </>,
    );
    const input = screen.getByLabelText("Senha");
    const toggle = screen.getByRole("button", { name: "Mostrar senha" });
    expect(toggle).toHaveAttribute("type", "button");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(input).toHaveAttribute("type", "password");

    await user.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    const hide = screen.getByRole("button", { name: "Ocultar senha" });
    expect(hide).toHaveAttribute("aria-pressed", "true");

    hide.focus();
    await user.keyboard("{Enter}");
    expect(input).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Mostrar senha" })).toHaveAttribute("aria-pressed", "false");
  });
});
