import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { renderWithIntl } from "@/tests/support/render";

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

describe("Sheet", { timeout: 20_000 }, () => {
  it("opens as a named dialog whose close button is called 'Fechar' and closes it", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Sheet>
        <SheetTrigger>Menu</SheetTrigger>
        <SheetContent side="left">
          <SheetHeader>
            <SheetTitle>Navegação</SheetTitle>
            <SheetDescription>Links do painel</SheetDescription>
          </SheetHeader>
        </SheetContent>
      </Sheet>,
    );

    const trigger = screen.getByRole("button", { name: "Menu" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);

    const sheet = await screen.findByRole("dialog", { name: "Navegação" });
    expect(sheet).toHaveAttribute("data-slot", "sheet-content");
    const close = screen.getByRole("button", { name: "Fechar" });
    expect(sheet).toContainElement(close);

    await user.click(close);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
