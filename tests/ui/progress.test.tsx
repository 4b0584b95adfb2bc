import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { renderWithIntl } from "@/tests/support/render";

describe("Progress", () => {
  it("exposes its value through aria-valuenow", () => {
    renderWithIntl(<Progress value={40} aria-label="Aprovadas" />);
    const bar = screen.getByRole("progressbar", { name: "Aprovadas" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
  });

  it("leaves aria-valuenow out while the value is unknown", () => {
    renderWithIntl(<Progress value={null} aria-label="Enviando" />);
    expect(screen.getByRole("progressbar", { name: "Enviando" })).not.toHaveAttribute("aria-valuenow");
  });
});

describe("Spinner", () => {
  it("announces 'Carregando...' by default and a given label otherwise", () => {
    const { rerender } = renderWithIntl(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent("Carregando...");
    rerender(<Spinner label="Salvando" />);
    expect(screen.getByRole("status")).toHaveTextContent("Salvando");
  });
});
