import { readFileSync } from "node:fs";
import { join } from "node:path";

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { renderWithIntl } from "@/tests/support/render";

const variants = ["default", "accent", "destructive", "outline", "secondary", "ghost"] as const;

/** The text field's look is one components-layer class; its rule in app/globals.css. */
const globalsCss = readFileSync(join(__dirname, "..", "..", "app", "globals.css"), "utf8");
/** The rule (selectors and body) whose line starts with `selector`, alone or first in a selector list. */
function ruleOf(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const start = globalsCss.search(new RegExp(`^\\s*${escaped}\\s*[,{]`, "m"));
  if (start < 0) throw new Error(`no rule for ${selector} in app/globals.css`);
  return globalsCss.slice(start, globalsCss.indexOf("}", start));
}
const uiInputRule = ruleOf(".ui-input");
/** A disabled button's look, whatever its variant: one components-layer rule, important over a caller's colours. */
const disabledButtonRule = ruleOf(".ui-button:disabled:not(.ui-button-link)");

// product.md D12: a disabled control is still read ('Finalizando...', a closed store's add button), so it turns
// grey on grey (6.9:1) instead of fading to half opacity (white on blue fell to 2.2:1).
describe("disabled controls stay readable", () => {
  it.each(variants)("a disabled %s button turns grey instead of fading", (variant) => {
    const classes = buttonVariants({ variant }).split(" ");
    expect(classes).toContain("ui-button");
    expect(classes).not.toContain("ui-button-link");
    expect(disabledButtonRule).toMatch(/\bbg-muted!/);
    expect(disabledButtonRule).toMatch(/\btext-muted-foreground!/);
    const variantRule = ruleOf(`.ui-button-${variant}`);
    expect(variantRule).toContain("@apply");
    expect(`${variantRule} ${disabledButtonRule}`).not.toMatch(/opacity/);
  });

  it("a disabled text field keeps its text at muted-foreground on muted (its ui-input class)", () => {
    renderWithIntl(<Input aria-label="Nome" disabled />);
    const field = screen.getByRole("textbox", { name: "Nome" });
    expect(field).toBeDisabled();
    expect(field).toHaveClass("ui-input");
    expect(uiInputRule).toMatch(/\bdisabled:bg-muted\b/);
    expect(uiInputRule).toMatch(/\bdisabled:text-muted-foreground\b/);
    expect(uiInputRule).not.toMatch(/disabled:opacity/);
  });

  it("a disabled textarea and button keep their text at muted-foreground on muted", () => {
    renderWithIntl(
      <>
        <Textarea aria-label="Observações" disabled />
        <Button disabled>Finalizando...</Button>
      </>,
    );
    const textarea = screen.getByRole("textbox", { name: "Observações" });
    expect(textarea).toBeDisabled();
    expect(textarea).toHaveClass("disabled:bg-muted", "disabled:text-muted-foreground");
    expect(textarea.className).not.toMatch(/disabled:opacity/);
    const button = screen.getByRole("button", { name: "Finalizando..." });
    expect(button).toBeDisabled();
    expect(button).toHaveClass("ui-button", "ui-button-default");
    expect(button.className).not.toMatch(/opacity/);
  });
});
