import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Button, buttonVariants } from "@/components/ui/button";
import { renderWithIntl } from "@/tests/support/render";

describe("Button", () => {
  it("with asChild renders a link carrying the button styles and no type attribute", () => {
    renderWithIntl(
      <Button asChild variant="outline" size="sm">
        <a href="/customer/profile">Meu Perfil</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Meu Perfil" });
    expect(link).toHaveAttribute("href", "/customer/profile");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).not.toHaveAttribute("type");
    expect(link).toHaveClass(buttonVariants({ variant: "outline", size: "sm" }), { exact: true });
    expect(link).toHaveClass("ui-button ui-button-outline ui-button-sm", { exact: true });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("puts the caller's classes after its own, so a colour utility beats the variant's class", () => {
    renderWithIntl(
      <Button variant="outline" className="bg-accent">
        Buscar
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Buscar" })).toHaveClass(
      "ui-button ui-button-outline ui-button-md bg-accent",
      { exact: true },
    );
  });

  it("defaults to type=button so it never submits a form by accident", () => {
    renderWithIntl(<Button>Salvar</Button>);
    expect(screen.getByRole("button", { name: "Salvar" })).toHaveAttribute("type", "button");
  });
});
