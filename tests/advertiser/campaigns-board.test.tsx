import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { CampaignsBoard } from "@/components/areas/advertiser/campaigns-board";
import { renderWithIntl } from "@/tests/support/render";

import { campaigns, TODAY } from "./sample";

const actions = vi.hoisted(() => ({
  createCampaign: vi.fn(),
  editCampaign: vi.fn(),
  toggleCampaign: vi.fn(),
}));
vi.mock("@/lib/advertiser/campaign-actions", () => actions);

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
    renderWithIntl(<CampaignsBoard campaigns={campaigns} today={TODAY} />);
    await user.click(screen.getByRole("button", { name: new RegExp(`^${filter}`) }));
    expect(screen.getByRole("button", { name: new RegExp(`^${filter}`) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(tableNames()).toEqual(names);
  });

  it("a finished campaign has no 'Editar' and its 'Ativar' is disabled, saying why", () => {
    renderWithIntl(<CampaignsBoard campaigns={campaigns} today={TODAY} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    const finished = rows[2]!;
    expect(within(finished).queryByRole("button", { name: "Editar Verão" })).not.toBeInTheDocument();
    const activate = within(finished).getByRole("button", { name: "Ativar" });
    expect(activate).toBeDisabled();
    expect(activate).toHaveAccessibleDescription(
      "Verão já terminou e não pode ser reativada. Crie uma nova campanha para um novo período.",
    );
    expect(within(rows[0]!).getByRole("button", { name: "Editar Inverno" })).toBeEnabled();
    expect(within(rows[1]!).getByRole("button", { name: "Ativar Almoço" })).toBeEnabled();
  });

  it("an empty filter says so and offers every campaign again", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CampaignsBoard campaigns={[campaigns[0]!]} today={TODAY} />);
    await user.click(screen.getByRole("button", { name: /^Finalizadas/ }));
    expect(screen.getByRole("heading", { name: "Nenhuma campanha finalizada" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver todas as campanhas" }));
    expect(tableNames()).toEqual(["Inverno"]);
  });

  it("no campaigns at all leads to the plans", () => {
    renderWithIntl(<CampaignsBoard campaigns={[]} today={TODAY} />);
    expect(screen.getByRole("heading", { name: "Você ainda não tem campanhas" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver planos" })).toHaveAttribute("href", "/advertiser/billing");
  });
});
