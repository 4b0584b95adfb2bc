import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { renderWithIntl } from "@/tests/support/render";

const variants = ["default", "destructive", "outline", "secondary", "ghost"] as const;

// product.md D12: a disabled control is still read ('Finalizando...', a closed store's add button), so it turns
// grey on grey (6.9:1) instead of fading to half opacity (white on blue fell to 2.2:1).
describe("disabled controls stay readable", () => {
  it.each(variants)("a disabled %s button turns grey instead of fading", (variant) => {
    const classes = buttonVariants({ variant }).split(" ");
    expect(classes).toEqual(expect.arrayContaining(["disabled:bg-muted", "disabled:text-muted-foreground"]));
    expect(classes.some((name) => name.startsWith("disabled:opacity"))).toBe(false);
  });

  it("a disabled field keeps its text at muted-foreground on muted", () => {
    renderWithIntl(
      <>
        <Input aria-label="Nome" disabled />
        <Textarea aria-label="Observações" disabled />
        <Button disabled>Finalizando...</Button>
      </>,
    );
    for (const control of [
      screen.getByRole("textbox", { name: "Nome" }),
      screen.getByRole("textbox", { name: "Observações" }),
      screen.getByRole("button", { name: "Finalizando..." }),
    ]) {
      expect(control).toBeDisabled();
      expect(control).toHaveClass("disabled:bg-muted", "disabled:text-muted-foreground");
      expect(control.className).not.toMatch(/disabled:opacity/);
    }
  });
});
