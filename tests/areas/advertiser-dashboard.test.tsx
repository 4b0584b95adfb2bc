import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AdvertiserDashboard } from "@/components/areas/advertiser/advertiser-dashboard";
import { resetCampaignStatuses } from "@/components/areas/advertiser/campaign-status-store";
import { Toaster } from "@/components/ui/sonner";
import type { AdvertiserMetrics, Campaign } from "@/lib/advertiser/types";
import { renderWithIntl } from "@/tests/support/render";

const metrics: AdvertiserMetrics = {
  impressions: 116400,
  clicks: 3647,
  ctr: 3.13,
  spent: 2153.45,
  conversions: 412,
  cpc: 0.59,
};

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

const campaigns = [
  campaign("11111111-1111-4111-8111-111111111111", "Inverno", "active"),
  campaign("22222222-2222-4222-8222-222222222222", "Almoço", "paused"),
  campaign("33333333-3333-4333-8333-333333333333", "Verão", "finished"),
];

afterEach(() => {
  act(() => resetCampaignStatuses());
  vi.restoreAllMocks();
});

describe("Advertiser dashboard (product.md §2)", { timeout: 20_000 }, () => {
  it("shows the six metric cards", () => {
    renderWithIntl(<AdvertiserDashboard metrics={metrics} campaigns={[]} ads={[]} />);
    const values = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({
      Impressões: "116.400",
      Cliques: "3.647",
      CTR: "3,13%",
      Investido: "R$ 2.153,45",
      Conversões: "412",
      CPC: "R$ 0,59",
    });
  });

  it("labels campaigns Ativa/Pausada/Finalizada; the button pauses active ones and activates the rest", () => {
    renderWithIntl(<AdvertiserDashboard metrics={metrics} campaigns={campaigns} ads={[]} />);
    const [active, paused, finished] = within(screen.getByRole("region", { name: "Campanhas" })).getAllByRole(
      "listitem",
    ) as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(active).getByText("Ativa")).toBeInTheDocument();
    expect(within(active).getByRole("button", { name: "Pausar Inverno" })).toBeInTheDocument();
    expect(within(paused).getByText("Pausada")).toBeInTheDocument();
    expect(within(paused).getByRole("button", { name: "Ativar Almoço" })).toBeInTheDocument();
    expect(within(finished).getByText("Finalizada")).toBeInTheDocument();
    expect(within(finished).getByRole("button", { name: "Ativar Verão" })).toBeInTheDocument();
    expect(
      within(active).getByRole("progressbar", { name: "Orçamento utilizado de Inverno" }),
    ).toHaveAttribute("aria-valuenow", "25");
  });

  it("pause/activate tells the person: the status changes for the session, with a toast", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    renderWithIntl(
      <>
        <AdvertiserDashboard metrics={metrics} campaigns={campaigns} ads={[]} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Pausar Inverno" }));
    expect(screen.getByRole("button", { name: "Ativar Inverno" })).toBeInTheDocument();
    expect(screen.queryByText("Ativa")).not.toBeInTheDocument();
    expect(screen.getAllByText("Pausada")).toHaveLength(2);
    expect(await screen.findByText("Campanha pausada")).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it("'Nova Campanha' does nothing per spec, so it says 'Em breve' instead of staying silent", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "log").mockImplementation(() => {});
    renderWithIntl(
      <>
        <AdvertiserDashboard metrics={metrics} campaigns={campaigns} ads={[]} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Nova Campanha" }));
    expect(await screen.findByText("Em breve")).toBeInTheDocument();
    expect(
      screen.getByText("A criação de campanhas ainda não está disponível nesta versão de demonstração."),
    ).toBeInTheDocument();
  });
});
