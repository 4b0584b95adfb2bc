import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast as sonner } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CopyCodeButton } from "@/components/store/copy-code-button";
import { Toaster } from "@/components/ui/sonner";
import { renderWithIntl } from "@/tests/support/render";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
  // sonner keeps its toasts in a module-level store and replays them to the next test's Toaster: without this,
  // a previous test's 'Cupom FRETEGRATIS copiado!' stands in for one this test failed to show
  sonner.dismiss();
});

function renderButton() {
  renderWithIntl(
    <>
      <CopyCodeButton code="FRETEGRATIS" label="Copiar código" />
      <Toaster />
    </>,
  );
  return screen.getByRole("button", { name: "Copiar código FRETEGRATIS" });
}

describe("'Copiar código' of a coupon (home banners, customer wallet, company coupons)", () => {
  it("copies with the Clipboard API and confirms with a toast", async () => {
    const user = userEvent.setup();
    const button = renderButton();
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe("FRETEGRATIS");
    expect(await screen.findByText("Cupom FRETEGRATIS copiado!")).toBeInTheDocument();
  });

  it("falls back to execCommand when the Clipboard API refuses", async () => {
    const user = userEvent.setup();
    const button = renderButton();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    await user.click(button);
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(await screen.findByText("Cupom FRETEGRATIS copiado!")).toBeInTheDocument();
  });

  it("when nothing can copy, the toast shows the code to note down", async () => {
    const user = userEvent.setup();
    const button = renderButton();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    document.execCommand = vi.fn(() => false);
    await user.click(button);
    expect(
      await screen.findByText("Não foi possível copiar. Anote o código: FRETEGRATIS"),
    ).toBeInTheDocument();
  });
});
