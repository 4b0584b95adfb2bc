import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { LoginForm } from "@/components/auth/login-form";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { renderWithIntl } from "@/tests/support/render";

const replace = vi.hoisted(() => vi.fn());
const toastSuccess = vi.hoisted(() => vi.fn());
const requestPasswordReset = vi.hoisted(() => vi.fn());
const setNewPassword = vi.hoisted(() => vi.fn());

vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace }),
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("@/components/ui/toast", () => ({ toast: { success: toastSuccess } }));
vi.mock("@/lib/auth/actions/recovery", () => ({ requestPasswordReset, setNewPassword }));
vi.mock("@/lib/auth/actions/login", () => ({ login: vi.fn(async () => null) }));

const SENT = "Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.";

beforeEach(() => vi.clearAllMocks());

describe("'Esqueci minha senha'", () => {
  it("is a link on the login screen", () => {
    renderWithIntl(<LoginForm />);
    expect(screen.getByRole("link", { name: "Esqueci minha senha" })).toHaveAttribute(
      "href",
      "/recuperar-senha",
    );
  });

  it("sends the e-mail and shows the neutral answer as a status", async () => {
    requestPasswordReset.mockResolvedValue({ ok: true, message: SENT });
    renderWithIntl(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "cliente@vitrine.example");
    await user.click(screen.getByRole("button", { name: "Enviar link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(SENT);
    const data = requestPasswordReset.mock.calls[0]?.[1] as FormData;
    expect(data.get("email")).toBe("cliente@vitrine.example");
  });

  it("a refused e-mail shows its message under the field and keeps it typed", async () => {
    requestPasswordReset.mockResolvedValue({
      ok: false,
      error: "Informe um email válido.",
      fieldErrors: { email: "Informe um email válido." },
      values: { email: "sem-arroba" },
    });
    renderWithIntl(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "sem-arroba");
    await user.click(screen.getByRole("button", { name: "Enviar link" }));
    const email = await screen.findByLabelText("Email");
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription("Informe um email válido."));
    expect(email).toHaveValue("sem-arroba");
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });
});

describe("'Criar nova senha'", () => {
  async function submit(password: string, confirm = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Nova senha"), password);
    await user.type(screen.getByLabelText("Confirmar nova senha"), confirm);
    await user.click(screen.getByRole("button", { name: "Salvar nova senha" }));
  }

  it("saved: the toast, then the person's area", async () => {
    setNewPassword.mockResolvedValue({ ok: true, message: "Senha alterada com sucesso!" });
    renderWithIntl(<NewPasswordForm home="/company" />);
    await submit("novasenha1");
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith("/company"));
    expect(toastSuccess).toHaveBeenCalledWith("Senha alterada com sucesso!");
  });

  it("refused: the message under the field, and the person stays", async () => {
    setNewPassword.mockResolvedValue({
      ok: false,
      error: "As senhas não coincidem",
      fieldErrors: { confirmPassword: "As senhas não coincidem" },
    });
    renderWithIntl(<NewPasswordForm home="/customer" />);
    await submit("novasenha1", "novasenha2");
    await vi.waitFor(() =>
      expect(screen.getByLabelText("Confirmar nova senha")).toHaveAccessibleDescription(
        "As senhas não coincidem",
      ),
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it("an expired link: the form's alert", async () => {
    setNewPassword.mockResolvedValue({ ok: false, error: "Este link expirou." });
    renderWithIntl(<NewPasswordForm home="/customer" />);
    await submit("novasenha1");
    expect(await screen.findByRole("alert")).toHaveTextContent("Este link expirou.");
  });
});
