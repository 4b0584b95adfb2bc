import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ErrorPanel } from "@/components/layout/error-panel";
import { renderWithIntl } from "@/tests/support/render";

const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => consoleError.mockClear());

describe("error boundary body", () => {
  it("speaks Portuguese, retries and links home", async () => {
    const retry = vi.fn();
    renderWithIntl(<ErrorPanel error={new Error("boom")} retry={retry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Algo deu errado");
    expect(screen.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
    await userEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
  });

  it("shows the server error id when there is one", () => {
    const error = Object.assign(new Error("hidden"), { digest: "123456789" });
    renderWithIntl(<ErrorPanel error={error} retry={() => {}} />);
    expect(screen.getByText("Código do erro: 123456789")).toBeInTheDocument();
    expect(screen.queryByText("hidden")).not.toBeInTheDocument();
  });

  it("copes with a thrown value that is not an Error", () => {
    renderWithIntl(<ErrorPanel error="texto" retry={() => {}} />);
    expect(screen.queryByText(/Código do erro/)).not.toBeInTheDocument();
  });
});
