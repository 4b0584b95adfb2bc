import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { ConfirmDeleteDialog } from "@/components/areas/confirm-delete-dialog";
import { ConfirmDialog } from "@/components/areas/confirm-dialog";
import { buttonVariants } from "@/components/ui/button";

const red = buttonVariants({ variant: "destructive" })
  .split(" ")
  .find((name) => name.startsWith("ui-button-") && name.endsWith("destructive"))!;

describe("the areas' confirmation dialog", () => {
  it.each([
    ["a deletion, in red", "destructive", true],
    ["a change that destroys nothing (a plan, the default theme), not in red", "default", false],
  ] as const)("asks before %s, with Cancelar focused", async (_, tone, isRed) => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button type="button">Abrir</button>}
        title="Tem certeza?"
        description="O que acontece."
        cancelLabel="Cancelar"
        confirmLabel="Confirmar"
        onConfirm={onConfirm}
        tone={tone}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
    expect(screen.getByRole("alertdialog", { name: "Tem certeza?" })).toHaveAccessibleDescription(
      "O que acontece.",
    );
    expect(screen.getByRole("button", { name: "Cancelar" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Confirmar" }).classList.contains(red)).toBe(isRed);
    await userEvent.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("is opened by its screen and tells it when the person cancels", async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDeleteDialog
        open
        onCancel={onCancel}
        question="Tem certeza que deseja excluir esta empresa?"
        description="Esta ação não pode ser desfeita."
        cancelLabel="Cancelar"
        confirmLabel="Excluir"
        onConfirm={vi.fn()}
      />,
    );
    const confirm = screen.getByRole("button", { name: "Excluir" });
    expect(confirm.classList.contains(red)).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
