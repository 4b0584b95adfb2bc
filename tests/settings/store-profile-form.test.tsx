import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { StoreProfileForm } from "@/components/areas/settings/store-profile-form";
import { Toaster } from "@/components/ui/sonner";
import { companies, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { toProfileDraft } from "@/lib/settings/store-profile";
import { renderWithIntl } from "@/tests/support/render";

const actions = vi.hoisted(() => ({ saveStoreProfile: vi.fn(), saveOpeningHours: vi.fn() }));
vi.mock("@/lib/settings/store-actions", () => actions);

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.clearAllMocks();
});

const demo = companies.find((company) => company.id === DEMO_COMPANY_ID)!;
const initial = toProfileDraft(demo);

function renderForm(readOnly = false) {
  renderWithIntl(
    <>
      <StoreProfileForm initial={initial} readOnly={readOnly} />
      <Toaster />
    </>,
  );
}

describe("the store profile form", { timeout: 20_000 }, () => {
  it("shows the server's Portuguese field errors under the fields, keeping every typed value, the first one focused", async () => {
    actions.saveStoreProfile.mockResolvedValue({
      ok: false,
      error: "Revise os campos destacados.",
      fieldErrors: { email: "Informe um e-mail válido.", state: "Informe a sigla do estado, como MG." },
    });
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText("Nome da loja")).toHaveValue("Padaria Pão Quente");
    expect(screen.getByLabelText("Taxa de entrega")).toHaveValue("4,99");
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "contato@");
    await user.clear(screen.getByLabelText("UF"));
    await user.type(screen.getByLabelText("UF"), "XX");
    await user.click(screen.getByRole("button", { name: "Salvar perfil" }));

    await waitFor(() =>
      expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Informe um e-mail válido."),
    );
    expect(screen.getByLabelText("UF")).toHaveAccessibleDescription("Informe a sigla do estado, como MG.");
    expect(screen.getByLabelText("E-mail")).toHaveValue("contato@");
    expect(screen.getByLabelText("UF")).toHaveValue("XX");
    expect(await screen.findByText("Revise os campos destacados.")).toBeInTheDocument();
    expect(actions.saveStoreProfile).toHaveBeenCalledWith(
      expect.objectContaining({ email: "contato@", state: "XX", name: "Padaria Pão Quente" }),
    );
    // the first field to fix has the keyboard; typed again, its error goes and the other one stays
    expect(screen.getByLabelText("E-mail")).toHaveFocus();
    await user.type(screen.getByLabelText("E-mail"), "padaria.com.br");
    expect(screen.getByLabelText("E-mail")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Informe um e-mail válido.")).toBeNull();
    expect(screen.getByLabelText("UF")).toHaveAttribute("aria-invalid", "true");
  });

  it("a saved profile is toasted and shown back as the server stored it", async () => {
    actions.saveStoreProfile.mockResolvedValue({
      ok: true,
      data: { ...initial, instagram: "@paoquente" },
    });
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText("Instagram"));
    await user.type(screen.getByLabelText("Instagram"), "paoquente");
    await user.click(screen.getByRole("button", { name: "Salvar perfil" }));

    expect(await screen.findByText("Perfil da loja salvo")).toBeInTheDocument();
    expect(screen.getByText("A página da loja já mostra as alterações.")).toBeInTheDocument();
    expect(screen.getByLabelText("Instagram")).toHaveValue("@paoquente");
  });

  it("a refused save says so and keeps the form as typed", async () => {
    actions.saveStoreProfile.mockResolvedValue({ ok: false, error: "Você não pode alterar esta loja." });
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText("Nome da loja"));
    await user.type(screen.getByLabelText("Nome da loja"), "Outra");
    await user.click(screen.getByRole("button", { name: "Salvar perfil" }));
    expect(await screen.findByText("Você não pode alterar esta loja.")).toBeInTheDocument();
    expect(screen.getByLabelText("Nome da loja")).toHaveValue("Outra");
  });

  it("read-only (an entregador): every field disabled and no save button", () => {
    renderForm(true);
    expect(screen.getByLabelText("Nome da loja")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Salvar perfil" })).not.toBeInTheDocument();
  });
});
