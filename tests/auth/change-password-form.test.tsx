import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { renderWithIntl } from "@/tests/support/render";

const push = vi.hoisted(() => vi.fn());
const toastSuccess = vi.hoisted(() => vi.fn());
const changePassword = vi.hoisted(() => vi.fn());

vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
vi.mock("@/components/ui/toast", () => ({ toast: { success: toastSuccess } }));
vi.mock("@/lib/auth/actions/change-password", () => ({ changePassword }));

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText("Senha atual"), current);
  if (next) await user.type(screen.getByLabelText("Nova senha"), next);
  if (confirm) await user.type(screen.getByLabelText("Confirmar nova senha"), confirm);
  await user.click(screen.getByRole("button", { name: "Alterar Senha" }));
}

/** What the action received from the form. */
function sent(): Record<string, string> {
  const data = changePassword.mock.calls[0]?.[1] as FormData;
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

beforeEach(() => vi.clearAllMocks());

describe("change password form (product.md §2/5/8)", () => {
  it("a confirmation that differs is refused here, under the confirmation, keeping what was typed", async () => {
    renderWithIntl(<ChangePasswordForm area="customer" />);
    await fill("antiga", "novasenha", "outrasenha");
    const confirm = screen.getByLabelText("Confirmar nova senha");
    expect(confirm).toHaveAccessibleDescription("As senhas não coincidem");
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(confirm).toHaveFocus();
    expect(screen.getByLabelText("Senha atual")).toHaveValue("antiga");
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("a new password shorter than 6 is refused under the new password", async () => {
    renderWithIntl(<ChangePasswordForm area="company" />);
    await fill("antiga", "12345", "12345");
    expect(screen.getByLabelText("Nova senha")).toHaveAccessibleDescription(
      "A senha deve ter pelo menos 6 caracteres",
    );
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("an empty field: 'Preencha todos os campos.'", async () => {
    renderWithIntl(<ChangePasswordForm area="company" />);
    await fill("", "novasenha", "novasenha");
    expect(screen.getByLabelText("Senha atual")).toHaveAccessibleDescription("Preencha todos os campos.");
  });

  it("on success shows the toast and returns to the area root", async () => {
    changePassword.mockResolvedValue({ ok: true, message: "Senha alterada com sucesso!" });
    renderWithIntl(<ChangePasswordForm area="advertiser" />);
    await fill("antiga", "novasenha", "novasenha");
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/advertiser"));
    expect(toastSuccess).toHaveBeenCalledWith("Senha alterada com sucesso!");
    expect(sent()).toEqual({
      currentPassword: "antiga",
      newPassword: "novasenha",
      confirmPassword: "novasenha",
    });
  });

  it("a wrong current password shows the action's message under it and stays", async () => {
    changePassword.mockResolvedValue({
      ok: false,
      error: "Senha atual incorreta.",
      fieldErrors: { currentPassword: "Senha atual incorreta." },
    });
    renderWithIntl(<ChangePasswordForm area="admin" />);
    await fill("errada", "novasenha", "novasenha");
    expect(await screen.findByText("Senha atual incorreta.")).toBeInTheDocument();
    expect(screen.getByLabelText("Senha atual")).toHaveAttribute("aria-invalid", "true");
    expect(push).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("a failure without a field is the form's alert", async () => {
    changePassword.mockResolvedValue({ ok: false, error: "Erro ao alterar senha. Tente novamente." });
    renderWithIntl(<ChangePasswordForm area="entregador" />);
    await fill("antiga", "novasenha", "novasenha");
    expect(await screen.findByRole("alert")).toHaveTextContent("Erro ao alterar senha. Tente novamente.");
  });

  it("'Cancelar' is a link back to the area root", () => {
    renderWithIntl(<ChangePasswordForm area="entregador" />);
    expect(screen.getByRole("link", { name: "Cancelar" })).toHaveAttribute("href", "/entregador");
  });
});
