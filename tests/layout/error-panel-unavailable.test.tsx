import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ErrorPanel } from "@/components/layout/error-panel";
import { BACKEND_UNAVAILABLE_DIGEST } from "@/lib/auth/backend-unavailable";
import { renderWithIntl } from "@/tests/support/render";

const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => consoleError.mockClear());

describe("the error state of a page whose backend did not answer", () => {
  it("reads 'Serviço indisponível' and offers 'Tentar novamente', with no error id", async () => {
    // in production the browser receives only the message-less copy with the server's digest
    const error = Object.assign(new Error("An error occurred in the Server Components render."), {
      digest: BACKEND_UNAVAILABLE_DIGEST,
    });
    const retry = vi.fn();
    renderWithIntl(<ErrorPanel error={error} retry={retry} />);
    expect(screen.getByRole("heading", { name: "Serviço indisponível" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Não conseguimos falar com o servidor agora.");
    expect(screen.queryByText(/Código do erro/)).not.toBeInTheDocument();
    expect(screen.queryByText("Algo deu errado")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
