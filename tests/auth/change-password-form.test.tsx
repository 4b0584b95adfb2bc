import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { renderWithIntl } from "@/tests/support/render";

const push = vi.fn();
const toastSuccess = vi.fn();
const toastError = vi.fn();
const simulate = vi.fn();

vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
vi.mock("@/components/ui/toast", () => ({
  toast: { success: (m: string) => toastSuccess(m), error: (m: string) => toastError(m) },
}));
vi.mock("@/lib/auth/simulate-password-change", () => ({
  simulatePasswordChange: (v: unknown) => simulate(v),
}));

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText("Senha atual"), current);
  if (next) await user.type(screen.getByLabelText("Nova senha"), next);
  if (confirm) await user.type(screen.getByLabelText("Confirmar nova senha"), confirm);
  await user.click(screen.getByRole("button", { name: "Alterar Senha" }));
}

describe("change password form (product.md §2/5/8)", () => {
  beforeEach(() => {
    push.mockReset();
    toastSuccess.mockReset();
    toastError.mockReset();
    simulate.mockReset();
  });

  it("rejects a confirmation that differs without calling anything", async () => {
    renderWithIntl(<ChangePasswordForm area="customer" />);
    await fill("antiga", "novasenha", "outrasenha");
    expect(await screen.findByRole("alert")).toHaveTextContent("As senhas não coincidem");
    expect(simulate).not.toHaveBeenCalled();
  });

  it("rejects a new password shorter than 6", async () => {
    renderWithIntl(<ChangePasswordForm area="company" />);
    await fill("antiga", "12345", "12345");
    expect(await screen.findByRole("alert")).toHaveTextContent("A senha deve ter pelo menos 6 caracteres");
  });

  it("on success shows the toast and returns to the area root", async () => {
    simulate.mockResolvedValue(undefined);
    renderWithIntl(<ChangePasswordForm area="advertiser" />);
    await fill("antiga", "novasenha", "novasenha");
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/advertiser"));
    expect(toastSuccess).toHaveBeenCalledWith("Senha alterada com sucesso!");
    expect(simulate).toHaveBeenCalledWith({
      currentPassword: "antiga",
      newPassword: "novasenha",
      confirmPassword: "novasenha",
    });
  });

  it("on failure shows the error toast and stays", async () => {
    simulate.mockRejectedValue(new Error("falhou"));
    renderWithIntl(<ChangePasswordForm area="admin" />);
    await fill("antiga", "novasenha", "novasenha");
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Erro ao alterar senha. Tente novamente."),
    );
    expect(push).not.toHaveBeenCalled();
  });
});
