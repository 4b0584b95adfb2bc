import { act, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AdvertiserSettingsForm } from "@/components/areas/advertiser/advertiser-settings-form";
import { Toaster } from "@/components/ui/sonner";
import type { AdvertiserSettings } from "@/lib/advertiser/settings";
import { renderWithIntl } from "@/tests/support/render";

import { finishSimulatedRequests, simulateDelay } from "../areas/simulate-mock";

vi.mock("@/lib/areas/simulate", () => import("../areas/simulate-mock"));

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

let log: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  log = vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
  log.mockRestore();
});

function renderForm() {
  renderWithIntl(
    <>
      <AdvertiserSettingsForm initial={initial} />
      <Toaster />
    </>,
  );
}

describe("/advertiser/settings form", { timeout: 20_000 }, () => {
  it("rejects a bad e-mail and phone with Portuguese errors, focuses the first and saves nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "marina@");
    await user.clear(screen.getByLabelText("Telefone"));
    await user.type(screen.getByLabelText("Telefone"), "3245");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    const email = screen.getByLabelText("E-mail");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Informe um e-mail válido.");
    expect(screen.getByLabelText("Telefone")).toHaveAccessibleDescription(
      "Informe um telefone com DDD (10 ou 11 dígitos).",
    );
    expect(email).toHaveFocus();
    expect(await screen.findByText("Revise os campos destacados")).toBeInTheDocument();
    expect(simulateDelay).not.toHaveBeenCalled();
  });

  it("saving waits for the pretend round trip, then logs, toasts and keeps the values", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("switch", { name: "Novidades e dicas" }));
    await user.clear(screen.getByLabelText("Nome do responsável"));
    await user.type(screen.getByLabelText("Nome do responsável"), "  Rafael Lima ");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    expect(simulateDelay).toHaveBeenCalledWith(1000);
    expect(screen.getByRole("button", { name: "Salvando..." })).toBeDisabled();
    await act(async () => finishSimulatedRequests());

    expect(await screen.findByText("Configurações salvas")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining("configurações"),
      expect.objectContaining({
        contactName: "Rafael Lima",
        notifications: expect.objectContaining({ tips: true }),
      }),
    );
    expect(screen.getByLabelText("Nome do responsável")).toHaveValue("Rafael Lima");
    expect(screen.getByRole("switch", { name: "Novidades e dicas" })).toBeChecked();
  });
});
