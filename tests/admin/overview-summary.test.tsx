import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { OverviewSummary } from "@/components/areas/admin/overview-summary";
import type { AdminDashboardSummary } from "@/lib/data/admin";
import { renderWithIntl } from "@/tests/support/render";

const summary: AdminDashboardSummary = {
  companies: { all: 25, pending: 7, approved: 16, rejected: 2 },
  month: {
    range: { start: "2026-10-28", end: "2026-11-26" },
    figures: {
      companies: { registered: 3, approved: 2, rejected: 1 },
      users: { newUsers: 5, activeUsers: 4, returningUsers: 2 },
      revenue: { gross: 1234.5, paidOrders: 6 },
      activity: { orders: 7, cancelled: 1 },
    },
    growth: { activeUsers: 100, orders: -12.5, revenue: null },
  },
};

/** The card whose label is `label`: its value and hint. */
const card = (label: string) => screen.getByText(label).closest("dl") as HTMLElement;

describe("the admin dashboard's summary (product.md §2): the numbers of the screens it sums up", () => {
  it("stores as /admin/companies counts them, the rest as the report's last 30 days with their change", () => {
    renderWithIntl(<OverviewSummary summary={summary} />);
    expect(within(card("Empresas cadastradas")).getByText("25")).toBeInTheDocument();
    expect(
      within(card("Empresas cadastradas")).getByText("7 empresas aguardando aprovação"),
    ).toBeInTheDocument();
    expect(within(card("Usuários ativos (30 dias)")).getByText("4")).toBeInTheDocument();
    expect(
      within(card("Usuários ativos (30 dias)")).getByText("+100% em relação aos 30 dias anteriores"),
    ).toBeInTheDocument();
    expect(
      within(card("Pedidos (30 dias)")).getByText("-12,5% em relação aos 30 dias anteriores"),
    ).toBeInTheDocument();
    expect(within(card("Receita (30 dias)")).getByText("R$ 1.234,50")).toBeInTheDocument();
    expect(
      within(card("Receita (30 dias)")).getByText("Sem movimento nos 30 dias anteriores para comparar"),
    ).toBeInTheDocument();
    expect(screen.getByTestId("admin-summary-range")).toHaveTextContent("de 28/10/2026 a 26/11/2026");
  });

  it("links each figure to the screen it comes from", () => {
    renderWithIntl(<OverviewSummary summary={summary} />);
    expect(screen.getByRole("link", { name: "Ver empresas" })).toHaveAttribute("href", "/admin/companies");
    expect(screen.getByRole("link", { name: "Ver relatório do último mês" })).toHaveAttribute(
      "href",
      "/admin/reports?periodo=mes",
    );
  });

  it("says when no store waits for approval", () => {
    renderWithIntl(
      <OverviewSummary summary={{ ...summary, companies: { ...summary.companies, pending: 0 } }} />,
    );
    expect(screen.getByText("Nenhuma empresa aguardando aprovação")).toBeInTheDocument();
  });
});
