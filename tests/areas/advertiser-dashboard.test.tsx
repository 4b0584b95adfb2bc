import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AdvertiserDashboard } from "@/components/areas/advertiser/advertiser-dashboard";
import { Toaster } from "@/components/ui/sonner";
import type { AdvertiserMetrics } from "@/lib/advertiser/types";
import { renderWithIntl } from "@/tests/support/render";

import { ad, campaigns, TODAY } from "../advertiser/sample";

const actions = vi.hoisted(() => ({
  createCampaign: vi.fn(),
  editCampaign: vi.fn(),
  toggleCampaign: vi.fn(),
}));
vi.mock("@/lib/advertiser/campaign-actions", () => actions);

configure({ asyncUtilTimeout: 5000 });

const metrics: AdvertiserMetrics = {
  impressions: 116400,
  clicks: 3647,
  ctr: 3.13,
  spent: 2153.45,
  cpc: 0.59,
};
const props = { metrics, activeCampaigns: 1, campaigns: [], ads: [], today: TODAY };

afterEach(() => vi.clearAllMocks());

describe("Advertiser dashboard (product.md §2)", { timeout: 20_000 }, () => {
  it("shows the six metric cards, the last one counting the active campaigns", () => {
    renderWithIntl(<AdvertiserDashboard {...props} />);
    const values = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({
      Impressões: "116.400",
      Cliques: "3.647",
      CTR: "3,13%",
      Investido: "R$ 2.153,45",
      "CPC médio": "R$ 0,59",
      "Campanhas ativas": "1",
    });
  });

  it("labels campaigns Ativa/Pausada/Finalizada; the button pauses active ones, activates paused ones, not finished ones", () => {
    renderWithIntl(<AdvertiserDashboard {...props} campaigns={campaigns} />);
    const [active, paused, finished] = within(screen.getByRole("region", { name: "Campanhas" })).getAllByRole(
      "listitem",
    ) as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(active).getByText("Ativa")).toBeInTheDocument();
    expect(within(active).getByRole("button", { name: "Pausar Inverno" })).toBeEnabled();
    expect(within(paused).getByText("Pausada")).toBeInTheDocument();
    expect(within(paused).getByRole("button", { name: "Ativar Almoço" })).toBeEnabled();
    expect(within(finished).getByText("Finalizada")).toBeInTheDocument();
    expect(within(finished).getByRole("button", { name: "Ativar" })).toBeDisabled();
    expect(
      within(active).getByRole("progressbar", { name: "Orçamento utilizado de Inverno" }),
    ).toHaveAttribute("aria-valuenow", "25");
  });

  it("'Pausar' saves through the server action and confirms; a refusal is said in Portuguese", async () => {
    const user = userEvent.setup();
    actions.toggleCampaign.mockResolvedValueOnce({ ok: true });
    renderWithIntl(
      <>
        <AdvertiserDashboard {...props} campaigns={campaigns} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Pausar Inverno" }));
    expect(actions.toggleCampaign).toHaveBeenCalledWith(campaigns[0]!.id);
    expect(await screen.findByText("Campanha pausada")).toBeInTheDocument();

    actions.toggleCampaign.mockResolvedValueOnce({
      ok: false,
      error:
        "Esta campanha já terminou: não pode ser alterada nem reativada. Crie uma nova campanha para um novo período.",
    });
    await user.click(screen.getByRole("button", { name: "Ativar Almoço" }));
    await waitFor(() =>
      expect(
        screen.getByText(
          "Esta campanha já terminou: não pode ser alterada nem reativada. Crie uma nova campanha para um novo período.",
        ),
      ).toBeInTheDocument(),
    );
  });

  it("'Nova Campanha' opens the campaign form, starting today", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AdvertiserDashboard {...props} campaigns={campaigns} />);
    await user.click(screen.getByRole("button", { name: "Nova Campanha" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova campanha" });
    expect(within(dialog).getByLabelText("Início")).toHaveValue(TODAY);
    expect(within(dialog).getByLabelText("Término")).toHaveValue("2026-12-26");
  });

  it("lists the ads with their figures and where a click goes (rel sponsored)", () => {
    renderWithIntl(
      <AdvertiserDashboard
        {...props}
        ads={[ad("aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "Pizza", "active")]}
      />,
    );
    const list = screen.getByRole("region", { name: "Anúncios" });
    expect(within(list).getByText("2.000 impressões · 60 cliques")).toBeInTheDocument();
    const link = within(list).getByRole("link", { name: /marca\.example\/oferta/ });
    expect(link).toHaveAttribute("href", "https://marca.example/oferta");
    expect(link).toHaveAttribute("rel", "sponsored noopener");
  });
});
