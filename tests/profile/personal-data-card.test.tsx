import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { AccountDataCard } from "@/components/profile/account-data-card";
import { PersonalDataCard } from "@/components/profile/personal-data-card";
import { renderWithIntl } from "@/tests/support/render";

const mocks = vi.hoisted(() => ({
  saveProfile: vi.fn(),
  refreshSession: vi.fn(),
  toast: { success: vi.fn() },
}));
vi.mock("@/lib/profile/actions", () => ({ saveProfile: mocks.saveProfile }));
vi.mock("@/lib/profile/delete-account-action", () => ({ deleteMyAccount: vi.fn() }));
vi.mock("@/lib/auth/actions/logout", () => ({ logout: vi.fn() }));
vi.mock("@/components/session/use-session", () => ({ refreshSession: mocks.refreshSession }));
vi.mock("@/components/ui/toast", () => ({ toast: mocks.toast }));
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }),
}));

const initial = {
  name: "Ana Paula Souza",
  displayName: "Ana",
  email: "ana@teste.example",
  phone: "(31) 98765-4321",
};

beforeEach(() => vi.clearAllMocks());

describe("'Dados pessoais' (product.md §2 Customer profile)", { timeout: 20_000 }, () => {
  it("shows the saved data, and saving asks the header for the new name", async () => {
    mocks.saveProfile.mockResolvedValue({ ok: true, message: "Dados salvos" });
    const user = userEvent.setup();
    renderWithIntl(<PersonalDataCard initial={initial} />);
    expect(screen.getByText("Ana Paula Souza")).toBeInTheDocument();
    expect(screen.getByText("ana@teste.example")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Editar" }));
    const displayName = screen.getByRole("textbox", { name: "Nome de exibição" });
    expect(displayName).toHaveValue("Ana");
    expect(displayName).toHaveAccessibleDescription(/como a Vitrine chama você/);
    await user.clear(displayName);
    await user.type(displayName, "Aninha");
    await user.click(screen.getByRole("button", { name: "Salvar" }));

    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith("Dados salvos"));
    const sent = mocks.saveProfile.mock.calls[0]![1] as FormData;
    expect(Object.fromEntries(sent)).toEqual({
      name: "Ana Paula Souza",
      displayName: "Aninha",
      phone: "(31) 98765-4321",
    });
    expect(mocks.refreshSession).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Salvar" })).not.toBeInTheDocument();
  });

  it("shows a taken display name's error on the field and keeps what was typed", async () => {
    mocks.saveProfile.mockResolvedValue({
      ok: false,
      error: "Nome de exibição já está em uso",
      fieldErrors: { displayName: "Nome de exibição já está em uso" },
      values: { name: "Ana P.", displayName: "superadmin", phone: "31 98765-4321" },
    });
    const user = userEvent.setup();
    renderWithIntl(<PersonalDataCard initial={initial} />);
    await user.click(screen.getByRole("button", { name: "Editar" }));
    await user.click(screen.getByRole("button", { name: "Salvar" }));

    const displayName = await screen.findByRole("textbox", { name: "Nome de exibição" });
    await waitFor(() => expect(displayName).toHaveAttribute("aria-invalid", "true"));
    expect(displayName).toHaveAccessibleDescription(/Nome de exibição já está em uso/);
    expect(displayName).toHaveValue("superadmin");
    expect(screen.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Ana P.");
    expect(mocks.refreshSession).not.toHaveBeenCalled();
  });
});

describe("'Seus dados' (LGPD)", () => {
  it("downloads the person's data and offers 'Excluir minha conta' (the profile is the cliente's own)", () => {
    renderWithIntl(<AccountDataCard />);
    expect(screen.getByRole("link", { name: "Baixar meus dados" })).toHaveAttribute("href", "/api/me/dados");
    expect(screen.getByRole("button", { name: "Excluir minha conta" })).toBeInTheDocument();
  });
});
