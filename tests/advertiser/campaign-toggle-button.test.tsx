import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CampaignCard } from "@/components/areas/advertiser/campaign-card";
import { resetCampaignStatuses } from "@/components/areas/advertiser/campaign-status-store";
import { CampaignTable } from "@/components/areas/advertiser/campaign-table";
import { Toaster } from "@/components/ui/sonner";
import type { Campaign } from "@/lib/advertiser/types";
import { renderWithIntl } from "@/tests/support/render";

const campaign = (id: string, name: string, status: Campaign["status"]): Campaign => ({
  id,
  name,
  status,
  budget: 1000,
  spent: 250,
  impressions: 10000,
  clicks: 300,
  ctr: 3,
  startDate: "2026-06-01",
  endDate: "2026-07-31",
});
const inverno = campaign("11111111-1111-4111-8111-111111111111", "Inverno", "active");
const verao = campaign("33333333-3333-4333-8333-333333333333", "Verão", "finished");

let log: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  log = vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  act(() => resetCampaignStatuses());
  log.mockRestore();
});

// The dashboard's card and the campaigns page's row render the same campaign side by side.
function renderBothScreens(...list: Campaign[]) {
  renderWithIntl(
    <>
      <ul aria-label="Painel">
        {list.map((c) => (
          <CampaignCard key={c.id} campaign={c} />
        ))}
      </ul>
      <CampaignTable campaigns={list} />
      <Toaster />
    </>,
  );
  return { card: screen.getByRole("list", { name: "Painel" }), table: screen.getByRole("table") };
}

describe(
  "pause/activate control shared by the dashboard and the campaigns page (product.md §4)",
  { timeout: 20_000 },
  () => {
    it("pausing an active campaign shows Pausada on both screens, tells the person and logs", async () => {
      const user = userEvent.setup();
      const { card, table } = renderBothScreens(inverno);
      await user.click(within(card).getByRole("button", { name: "Pausar Inverno" }));

      expect(within(card).getByText("Pausada")).toBeInTheDocument();
      expect(within(table).getByText("Pausada")).toBeInTheDocument();
      expect(within(table).getByRole("button", { name: "Ativar Inverno" })).toBeInTheDocument();
      expect(await screen.findByText("Campanha pausada")).toBeInTheDocument();
      expect(
        screen.getByText("Inverno: a mudança vale só nesta sessão de demonstração."),
      ).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith(expect.stringContaining("campanha"), {
        id: inverno.id,
        from: "active",
        to: "paused",
      });
    });

    it("activates any other status, a finished campaign included, and pauses it again", async () => {
      const user = userEvent.setup();
      const { card, table } = renderBothScreens(verao);
      expect(within(table).getByText("Finalizada")).toBeInTheDocument();

      await user.click(within(table).getByRole("button", { name: "Ativar Verão" }));
      expect(within(card).getByText("Ativa")).toBeInTheDocument();
      expect(await screen.findByText("Campanha ativada")).toBeInTheDocument();

      await user.click(within(card).getByRole("button", { name: "Pausar Verão" }));
      expect(within(table).getByText("Pausada")).toBeInTheDocument();
    });

    it("the change outlives the screen: leaving the dashboard and opening the campaigns page keeps it", async () => {
      const user = userEvent.setup();
      const dashboard = renderWithIntl(
        <ul>
          <CampaignCard campaign={inverno} />
        </ul>,
      );
      await user.click(screen.getByRole("button", { name: "Pausar Inverno" }));
      dashboard.unmount();

      renderWithIntl(<CampaignTable campaigns={[inverno]} />);
      expect(within(screen.getByRole("table")).getByText("Pausada")).toBeInTheDocument();
      expect(JSON.parse(window.sessionStorage.getItem("vitrine:advertiser:campaign-status") ?? "{}")).toEqual(
        {
          [inverno.id]: "paused",
        },
      );
    });

    it("'Editar' does nothing per spec, so it says it is not available yet", async () => {
      const user = userEvent.setup();
      const { card } = renderBothScreens(inverno);
      await user.click(within(card).getByRole("button", { name: "Editar Inverno" }));
      expect(await screen.findByText("Em breve")).toBeInTheDocument();
      expect(
        screen.getByText("A edição de campanhas ainda não está disponível nesta versão de demonstração."),
      ).toBeInTheDocument();
      expect(within(card).getByText("Ativa")).toBeInTheDocument();
    });
  },
);
