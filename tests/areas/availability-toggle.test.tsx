import { act, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AvailabilityToggle } from "@/components/areas/company/availability-toggle";
import { Toaster } from "@/components/ui/sonner";
import type { ProductActionResult } from "@/lib/company/product-actions";
import { renderWithIntl } from "@/tests/support/render";

const actions = vi.hoisted(() => ({ setProductAvailable: vi.fn() }));
vi.mock("@/lib/company/product-actions", () => actions);

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const PRODUCT_ID = "869464e5-37a8-4f4e-84d8-12e56785e5ee";

/** The server action's answer, given when the test says so. */
function pendingAction() {
  let answer: (result: ProductActionResult) => void = () => {};
  actions.setProductAvailable.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  return (result: ProductActionResult) => act(async () => answer(result));
}

function renderToggle(available: boolean, disabled = false) {
  const ui = (value: boolean) => (
    <>
      <AvailabilityToggle
        productId={PRODUCT_ID}
        productName="Pão de queijo"
        available={value}
        disabled={disabled}
      />
      <Toaster />
    </>
  );
  const view = renderWithIntl(ui(available));
  const toggle = screen.getByRole("switch", { name: "Disponibilidade de Pão de queijo" });
  return { toggle, rerender: (value: boolean) => view.rerender(ui(value)) };
}

afterEach(() => actions.setProductAvailable.mockReset());

describe(
  "Product availability switch: a real write, optimistic, rolled back on error",
  { timeout: 20_000 },
  () => {
    it.each([
      [true, "true", "Ativo"],
      [false, "false", "Inativo"],
    ])("available=%s shows aria-checked=%s and '%s'", (available, checked, text) => {
      const { toggle } = renderToggle(available);
      expect(toggle).toHaveAttribute("aria-checked", checked);
      expect(toggle).toHaveAccessibleDescription(text);
    });

    it("moves at once while the write runs, then keeps the saved value with 'Produto desativado'", async () => {
      const user = userEvent.setup();
      const answer = pendingAction();
      const { toggle, rerender } = renderToggle(true);

      await user.click(toggle);
      expect(actions.setProductAvailable).toHaveBeenCalledWith(PRODUCT_ID, false);
      expect(toggle).toHaveAttribute("aria-checked", "false");
      expect(toggle).toBeDisabled();
      expect(screen.getByRole("status")).toHaveTextContent("Atualizando disponibilidade...");

      // The action re-renders the page with the saved row: the prop now says what the database holds.
      rerender(false);
      await answer({ ok: true });
      expect(toggle).toBeEnabled();
      expect(toggle).toHaveAttribute("aria-checked", "false");
      expect(toggle).toHaveAccessibleDescription("Inativo");
      expect(await screen.findByText("Produto desativado")).toBeInTheDocument();
    });

    it("falls back to the saved value with an error toast when the write is refused", async () => {
      const user = userEvent.setup();
      const answer = pendingAction();
      const { toggle } = renderToggle(false);

      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-checked", "true");
      await answer({
        ok: false,
        error: "Produto não encontrado: ele pode ter sido excluído ou ser de outra loja.",
      });

      expect(toggle).toHaveAttribute("aria-checked", "false");
      expect(await screen.findByText("Não foi possível mudar a disponibilidade")).toBeInTheDocument();
      expect(screen.getByText(/ele pode ter sido excluído/)).toBeInTheDocument();
      expect(screen.queryByText("Produto ativado")).not.toBeInTheDocument();
    });

    it("a courier sees the state but cannot switch it", () => {
      const { toggle } = renderToggle(true, true);
      expect(toggle).toBeDisabled();
      expect(actions.setProductAvailable).not.toHaveBeenCalled();
    });
  },
);
