import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AdvertiserSettingsForm } from "@/components/areas/advertiser/advertiser-settings-form";
import { Toaster } from "@/components/ui/sonner";
import type { AdvertiserSettings } from "@/lib/advertiser/settings";
import { renderWithIntl } from "@/tests/support/render";

const actions = vi.hoisted(() => ({ saveAdvertiserSettings: vi.fn() }));
vi.mock("@/lib/advertiser/settings-actions", () => actions);

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const initial: AdvertiserSettings = {
  companyName: "Agência Brilho",
  contactName: "Marina Costa",
  email: "anunciante@vitrine.example",
  phone: "(31) 3245-1020",
  website: "",
  notifications: { weeklyReport: true, budgetAlerts: true, campaignEnd: true, invoices: true, tips: false },
};

afterEach(() => vi.clearAllMocks());

function renderForm() {
  renderWithIntl(
    <>
      <AdvertiserSettingsForm initial={initial} />
      <Toaster />
    </>,
  );
}

describe("/advertiser/settings form", { timeout: 20_000 }, () => {
  it("rejects a bad site and phone with Portuguese errors, focuses the first and saves nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText("Telefone"));
    await user.type(screen.getByLabelText("Telefone"), "3245");
    await user.type(screen.getByLabelText("Site (opcional)"), "agencia");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    const phone = screen.getByLabelText("Telefone");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription("Informe um telefone com DDD (10 ou 11 dígitos).");
    expect(screen.getByLabelText("Site (opcional)")).toHaveAccessibleDescription(
      "Informe um endereço completo, como https://suamarca.com.br.",
    );
    expect(phone).toHaveFocus();
    expect(await screen.findByText("Revise os campos destacados")).toBeInTheDocument();
    expect(actions.saveAdvertiserSettings).not.toHaveBeenCalled();
  });

  it("the e-mail is the login's: shown, not editable", () => {
    renderForm();
    expect(screen.getByLabelText("E-mail (o do login)")).toHaveAttribute("readonly");
  });

  it("saving sends the trimmed values to the server action, confirms and keeps them on screen", async () => {
    const user = userEvent.setup();
    actions.saveAdvertiserSettings.mockResolvedValueOnce({ ok: true });
    renderForm();
    await user.click(screen.getByRole("switch", { name: "Novidades e dicas" }));
    await user.clear(screen.getByLabelText("Nome do responsável"));
    await user.type(screen.getByLabelText("Nome do responsável"), "  Rafael Lima ");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    await waitFor(() =>
      expect(actions.saveAdvertiserSettings).toHaveBeenCalledWith(
        expect.objectContaining({
          contactName: "Rafael Lima",
          notifications: expect.objectContaining({ tips: true }),
        }),
      ),
    );
    expect(await screen.findByText("Configurações salvas")).toBeInTheDocument();
    expect(screen.getByLabelText("Nome do responsável")).toHaveValue("  Rafael Lima ");
    expect(screen.getByRole("switch", { name: "Novidades e dicas" })).toBeChecked();
  });

  it("a save the server refuses says so and keeps what was typed", async () => {
    const user = userEvent.setup();
    actions.saveAdvertiserSettings.mockResolvedValueOnce({
      ok: false,
      error: "Não foi possível salvar agora. Tente novamente em instantes.",
    });
    renderForm();
    await user.clear(screen.getByLabelText("Nome do anunciante"));
    await user.type(screen.getByLabelText("Nome do anunciante"), "Brilho Digital");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));
    expect(
      await screen.findByText("Não foi possível salvar agora. Tente novamente em instantes."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Nome do anunciante")).toHaveValue("Brilho Digital");
  });
});
