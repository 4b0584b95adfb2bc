import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { resetCampaignStatuses } from "@/components/areas/advertiser/campaign-status-store";
import { CampaignsBoard } from "@/components/areas/advertiser/campaigns-board";
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
const campaigns = [
  campaign("11111111-1111-4111-8111-111111111111", "Inverno", "active"),
  campaign("22222222-2222-4222-8222-222222222222", "Almoço", "paused"),
  campaign("33333333-3333-4333-8333-333333333333", "Verão", "finished"),
];

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  act(() => resetCampaignStatuses());
  vi.restoreAllMocks();
});

// jsdom has no CSS: read the desktop table (the phone cards hold the same campaigns).
const tableNames = () =>
  within(screen.getByRole("table"))
    .queryAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.querySelector("p")?.textContent);

describe("/advertiser/campaigns status filter", { timeout: 20_000 }, () => {
  it.each([
    ["Todas", ["Inverno", "Almoço", "Verão"]],
    ["Ativas", ["Inverno"]],
    ["Pausadas", ["Almoço"]],
    ["Finalizadas", ["Verão"]],
  ])("%s shows %j", async (filter, names) => {
    const user = userEvent.setup();
    renderWithIntl(<CampaignsBoard campaigns={campaigns} />);
    await user.click(screen.getByRole("button", { name: new RegExp(`^${filter}`) }));
    expect(screen.getByRole("button", { name: new RegExp(`^${filter}`) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(tableNames()).toEqual(names);
  });

  it("a campaign paused here moves to Pausadas, and the counts follow", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CampaignsBoard campaigns={campaigns} />);
    const filters = screen.getByRole("group", { name: "Filtrar por status" });
    expect(within(filters).getByRole("button", { name: /^Pausadas/ })).toHaveTextContent("Pausadas1");

    await user.click(within(screen.getByRole("table")).getByRole("button", { name: "Pausar Inverno" }));
    expect(within(filters).getByRole("button", { name: /^Pausadas/ })).toHaveTextContent("Pausadas2");
    await user.click(within(filters).getByRole("button", { name: /^Pausadas/ }));
    expect(tableNames()).toEqual(["Inverno", "Almoço"]);
  });

  it("an empty filter says so and offers every campaign again", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CampaignsBoard campaigns={[campaigns[0]!]} />);
    await user.click(screen.getByRole("button", { name: /^Finalizadas/ }));
    expect(screen.getByRole("heading", { name: "Nenhuma campanha finalizada" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver todas as campanhas" }));
    expect(tableNames()).toEqual(["Inverno"]);
  });

  it("no campaigns at all leads to the plans", () => {
    renderWithIntl(<CampaignsBoard campaigns={[]} />);
    expect(screen.getByRole("heading", { name: "Você ainda não tem campanhas" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver planos" })).toHaveAttribute("href", "/advertiser/billing");
  });
});
