import { act, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CustomerSettings } from "@/components/areas/settings/customer-settings";
import { Toaster } from "@/components/ui/sonner";
import { DEFAULT_PREFERENCES } from "@/lib/settings/preferences";
import { finishSimulatedRequests, simulateDelay } from "@/tests/areas/simulate-mock";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/lib/areas/simulate", () => import("@/tests/areas/simulate-mock"));

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
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
    it("saving logs the changed switches, toasts, and leaves nothing pending", async () => {
      const log = vi.spyOn(console, "info").mockImplementation(() => {});
      const user = userEvent.setup();
      renderSettings();
      const save = screen.getByRole("button", { name: "Salvar preferências" });
      expect(save).toBeDisabled();

      await user.click(screen.getByRole("switch", { name: "SMS" }));
      await user.click(screen.getByRole("switch", { name: "Compartilhar dados de uso" }));
      expect(screen.getByText("2 alterações não salvas")).toBeInTheDocument();
      await user.click(save);
      expect(simulateDelay).toHaveBeenCalledTimes(1);

      await act(async () => finishSimulatedRequests());
      expect(await screen.findByText("Preferências salvas")).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining("preferências"),
        expect.objectContaining({ changed: ["channels.sms", "privacy.shareUsageData"] }),
      );
      expect(screen.getByText("Nenhuma alteração pendente.")).toBeInTheDocument();
      expect(screen.getByRole("switch", { name: "SMS" })).toBeChecked();
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
