import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { renderWithIntl } from "@/tests/support/render";

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

function Example() {
  return (
    <>
      <button type="button">Antes</button>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Abrir</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Título</DialogTitle>
            <DialogDescription>Descrição</DialogDescription>
          </DialogHeader>
          <input aria-label="Motivo" />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Voltar</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("Dialog", { timeout: 20_000 }, () => {
  it("opens from its trigger with the keyboard, traps focus, closes on Escape and returns focus", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Example />);

    await user.tab();
    await user.tab();
    const trigger = screen.getByRole("button", { name: "Abrir" });
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");

    const dialog = await screen.findByRole("dialog", { name: "Título" });
    expect(dialog).toHaveAccessibleDescription("Descrição");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Tabbing through every control and past the last one must stay inside the dialog.
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("has a close button named 'Fechar' from the catalogue", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Example />);
    await user.click(screen.getByRole("button", { name: "Abrir" }));
    await user.click(await screen.findByRole("button", { name: "Fechar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
