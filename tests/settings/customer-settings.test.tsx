import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CustomerSettings } from "@/components/areas/settings/customer-settings";
import { Toaster } from "@/components/ui/sonner";
import { DEFAULT_PREFERENCES } from "@/lib/settings/preferences";
import { renderWithIntl } from "@/tests/support/render";

const saveAction = vi.hoisted(() => vi.fn());
vi.mock("@/lib/settings/customer-preferences-action", () => ({ saveCustomerPreferences: saveAction }));

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  saveAction.mockReset();
  vi.restoreAllMocks();
});

function renderSettings() {
  renderWithIntl(
    <>
      <CustomerSettings initial={DEFAULT_PREFERENCES} />
      <Toaster />
    </>,
  );
}

describe(
  "customer settings (product.md D11): notification preferences and privacy switches",
  { timeout: 20_000 },
  () => {
    it("saves the switches to the server, toasts, and leaves nothing pending", async () => {
      saveAction.mockResolvedValue({ ok: true });
      const user = userEvent.setup();
      renderSettings();
      const save = screen.getByRole("button", { name: "Salvar preferências" });
      expect(save).toBeDisabled();

      await user.click(screen.getByRole("switch", { name: "SMS" }));
      await user.click(screen.getByRole("switch", { name: "Compartilhar dados de uso" }));
      expect(screen.getByText("2 alterações não salvas")).toBeInTheDocument();
      await user.click(save);

      expect(await screen.findByText("Preferências salvas")).toBeInTheDocument();
      expect(saveAction).toHaveBeenCalledWith({
        ...DEFAULT_PREFERENCES,
        channels: { ...DEFAULT_PREFERENCES.channels, sms: true },
        privacy: { ...DEFAULT_PREFERENCES.privacy, shareUsageData: true },
      });
      expect(screen.getByText("Nenhuma alteração pendente.")).toBeInTheDocument();
      expect(screen.getByRole("switch", { name: "SMS" })).toBeChecked();
    });

    it("keeps the switches where they were put and says so when the save fails", async () => {
      saveAction.mockResolvedValue({ ok: false, error: "Não foi possível salvar as preferências." });
      const user = userEvent.setup();
      renderSettings();
      await user.click(screen.getByRole("switch", { name: "SMS" }));
      await user.click(screen.getByRole("button", { name: "Salvar preferências" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("Não foi possível salvar as preferências.");
      expect(screen.getByRole("switch", { name: "SMS" })).toBeChecked();
      expect(screen.getByText("1 alteração não salva")).toBeInTheDocument();
    });

    it("warns when every channel is off while a topic is on, and 'Descartar' restores the saved switches", async () => {
      const user = userEvent.setup();
      renderSettings();
      await user.click(screen.getByRole("switch", { name: "E-mail" }));
      await user.click(screen.getByRole("switch", { name: "Notificações push" }));
      expect(screen.getByRole("status")).toHaveTextContent(
        "Com todos os canais desligados, você não receberá as notificações escolhidas.",
      );
      await user.click(screen.getByRole("button", { name: "Descartar" }));
      expect(screen.getByRole("switch", { name: "E-mail" })).toBeChecked();
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    });
  },
);
