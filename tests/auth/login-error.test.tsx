import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import LoginError from "@/app/(auth)/login/error";
import { renderWithIntl } from "@/tests/support/render";

describe("a failure of the login screen itself (product.md §8)", () => {
  it("reads 'Erro interno no sistema de login' and offers a retry", async () => {
    const reset = vi.fn();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithIntl(<LoginError error={new Error("falhou")} reset={reset} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Erro interno no sistema de login");
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(reset).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
