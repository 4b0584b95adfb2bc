import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { NewsletterSignup } from "@/components/store/newsletter-signup";
import { CopyCodeButton } from "@/components/store/copy-code-button";
import { checkNewsletterEmail } from "@/lib/store/newsletter";
import { renderWithIntl } from "@/tests/support/render";

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

afterEach(() => {
  vi.restoreAllMocks();
  toastMock.success.mockReset();
  toastMock.error.mockReset();
});

/** The band renders the server's form at once; its island (the validating form) loads when the band nears. */
async function renderSignup() {
  const view = renderWithIntl(<NewsletterSignup />);
  await waitFor(() => expect(view.container.querySelector("form[data-hydrated]")).not.toBeNull());
  return view;
}

describe("newsletter signup (product.md §2 home)", () => {
  it("shows the e-mail field and 'Inscrever-se' before its island loads (and without JavaScript)", async () => {
    const view = renderWithIntl(<NewsletterSignup />);
    expect(view.container.querySelector("form[data-hydrated]")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Seu e-mail" })).toHaveAttribute(
      "placeholder",
      "Seu melhor email",
    );
    expect(screen.getByRole("button", { name: "Inscrever-se" })).toHaveAttribute("type", "submit");
    await waitFor(() => expect(view.container.querySelector("form[data-hydrated]")).not.toBeNull());
  });

  it.each([
    ["", "Informe seu e-mail."],
    ["   ", "Informe seu e-mail."],
    ["ana@", "Informe um e-mail válido, como nome@exemplo.com."],
    ["ana.exemplo.com", "Informe um e-mail válido, como nome@exemplo.com."],
  ])("rejects %j inline with %j", async (value, message) => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    await renderSignup();
    const input = screen.getByRole("textbox", { name: "Seu e-mail" });
    expect(input).toHaveAttribute("placeholder", "Seu melhor email");
    if (value) await userEvent.type(input, value);
    await userEvent.click(screen.getByRole("button", { name: "Inscrever-se" }));
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(message);
    expect(toastMock.success).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("accepts a valid e-mail: logs it, confirms with a toast and clears the field", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    await renderSignup();
    const input = screen.getByRole("textbox", { name: "Seu e-mail" });
    await userEvent.type(input, "  ana@exemplo.com ");
    await userEvent.click(screen.getByRole("button", { name: "Inscrever-se" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("[newsletter] signup", "ana@exemplo.com");
    expect(toastMock.success).toHaveBeenCalledWith("Inscrição confirmada!", {
      description: "Enviaremos as ofertas para ana@exemplo.com.",
    });
    expect(input).toHaveValue("");
  });
});

describe("coupon code copy button", () => {
  it("copies the code and confirms", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CopyCodeButton code="FRETEGRATIS" />);
    await user.click(screen.getByRole("button", { name: "Copiar código FRETEGRATIS" }));
    await expect(navigator.clipboard.readText()).resolves.toBe("FRETEGRATIS");
    expect(toastMock.success).toHaveBeenCalledWith("Cupom FRETEGRATIS copiado!");
  });

  it("tells the code when the clipboard is blocked", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    renderWithIntl(<CopyCodeButton code="FARMACIA10" />);
    await user.click(screen.getByRole("button", { name: "Copiar código FARMACIA10" }));
    expect(toastMock.error).toHaveBeenCalledWith("Não foi possível copiar. Anote o código: FARMACIA10");
  });
});

describe("the newsletter e-mail check (no zod on the home's phones)", () => {
  it.each([
    ["", { ok: false, reason: "required" }],
    ["   ", { ok: false, reason: "required" }],
    [null, { ok: false, reason: "required" }],
    ["maria", { ok: false, reason: "invalid" }],
    ["maria@", { ok: false, reason: "invalid" }],
    ["maria@exemplo", { ok: false, reason: "invalid" }],
    [".maria@exemplo.com", { ok: false, reason: "invalid" }],
    ["ma..ria@exemplo.com", { ok: false, reason: "invalid" }],
    ["maria@exemplo.com.br", { ok: true, email: "maria@exemplo.com.br" }],
    ["  joao+promo@loja.com  ", { ok: true, email: "joao+promo@loja.com" }],
  ])("%j → %j", (raw, expected) => {
    expect(checkNewsletterEmail(raw)).toEqual(expected);
  });
});
