import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { AdminReportsScreen } from "@/components/areas/admin/reports/reports-screen";
import { CompanyReports } from "@/components/areas/reports/company-reports";
import { reportCards } from "@/lib/admin/reports";
import type { CompanyStats } from "@/lib/company/types";
import type { CompanyReport } from "@/lib/reports/types";
import { renderWithIntl } from "@/tests/support/render";

const stats: CompanyStats = {
  todayOrders: 2,
  todayRevenue: 50,
  avgDeliveryTime: 30,
  rating: 4.3,
  monthlyGrowth: 35,
  totalCustomers: 3,
};

const report: CompanyReport = {
  period: "week",
  range: { start: "2030-06-13", end: "2030-06-19" },
  store: { id: "00000000-0000-4000-8000-000000000b01", name: "Padaria Pão Quente" },
  revenue: 75,
  orders: 3,
  cancelled: 1,
  averageTicket: 25,
  bestSellers: [
    { productId: null, name: "Torta antiga", quantity: 1, revenue: 17.5, image: null, category: null },
  ],
  bucket: "day",
  points: [
    { start: "2030-06-18", end: "2030-06-18", revenue: 25, orders: 1 },
    { start: "2030-06-19", end: "2030-06-19", revenue: 50, orders: 2 },
  ],
  stats,
};

const indicators = () => screen.getByRole("region", { name: "Indicadores da loja" });

describe("/company/relatorios shows the store's figures from its orders (product.md §9 report periods)", () => {
  it("the period's range, totals, best sellers and the standing figures", () => {
    renderWithIntl(<CompanyReports report={report} />);
    expect(screen.getByTestId("report-range")).toHaveTextContent("De 13/06/2030 a 19/06/2030");
    expect(screen.getByText("R$ 75,00")).toBeInTheDocument();
    expect(screen.getByText("1 pedido cancelado")).toBeInTheDocument();
    // a product no longer in the catalogue is listed under the name it was sold by
    const best = screen.getByRole("region", { name: "Produtos mais vendidos" });
    expect(within(best).getByText("Torta antiga")).toBeInTheDocument();
    expect(within(indicators()).getByText("+35%")).toBeInTheDocument();
    expect(within(indicators()).getByText("30 min")).toBeInTheDocument();
  });

  it("offers the period's report as a PDF and an Excel file, from the server's file route", () => {
    renderWithIntl(<CompanyReports report={report} />);
    const downloads = screen.getByRole("group", { name: "Baixar o relatório" });
    const pdf = within(downloads).getByRole("link", { name: "Baixar o relatório (Última Semana) em PDF" });
    const excel = within(downloads).getByRole("link", {
      name: "Baixar o relatório (Última Semana) em Excel",
    });
    expect(pdf).toHaveAttribute("href", "/company/relatorios/exportar?periodo=semana&formato=pdf");
    expect(excel).toHaveAttribute("href", "/company/relatorios/exportar?periodo=semana&formato=xlsx");
    expect(pdf).toHaveAttribute("download");
  });

  it("growth and delivery time read '—' with the reason when there is nothing to measure", () => {
    const unmeasured = { ...report, stats: { ...stats, monthlyGrowth: null, avgDeliveryTime: null } };
    renderWithIntl(<CompanyReports report={unmeasured} />);
    expect(within(indicators()).getAllByText("—")).toHaveLength(2);
    expect(
      within(indicators()).getByText("Sem vendas nos 30 dias anteriores para comparar"),
    ).toBeInTheDocument();
    expect(within(indicators()).getByText("Nenhuma entrega nos últimos 30 dias")).toBeInTheDocument();
  });

  it("a period without orders says so, and still shows the store's standing figures", () => {
    const empty = { ...report, revenue: 0, orders: 0, cancelled: 0, averageTicket: 0, bestSellers: [] };
    renderWithIntl(<CompanyReports report={empty} />);
    expect(screen.getByRole("heading", { name: "Nenhuma venda neste período" })).toBeInTheDocument();
    expect(within(indicators()).getByText("3")).toBeInTheDocument();
  });
});

describe("/admin/reports shows the period's days and the four cards from real counts", () => {
  const cards = reportCards({
    companies: { registered: 3, approved: 2, rejected: 1 },
    users: { newUsers: 5, activeUsers: 4, returningUsers: 2 },
    revenue: { gross: 234, paidOrders: 6 },
    activity: { orders: 7, cancelled: 1 },
  });
  const points = [
    { start: "2030-05-21", end: "2030-05-21", companies: 3, users: 5, orders: 7, cancelled: 1, revenue: 234 },
  ];
  const renderScreen = () =>
    renderWithIntl(
      <AdminReportsScreen
        period="month"
        range={{ start: "2030-05-21", end: "2030-06-19" }}
        cards={cards}
        bucket="day"
        points={points}
      />,
    );

  it("names the period's São Paulo days and shows no visits or searches", () => {
    renderScreen();
    expect(screen.getByTestId("report-range")).toHaveTextContent("De 21/05/2030 a 19/06/2030");
    const activity = screen.getByRole("region", { name: "Atividade" });
    expect(within(activity).getByText("Pedidos feitos")).toBeInTheDocument();
    expect(within(activity).getByText("14,3%")).toBeInTheDocument();
    expect(screen.queryByText("Visitas")).not.toBeInTheDocument();
    expect(screen.queryByText("Buscas")).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Receita" })).getByText("R$ 234,00"),
    ).toBeInTheDocument();
  });

  it("draws the period's revenue, and offers the whole report and each card as PDF and Excel", () => {
    renderScreen();
    expect(screen.getByRole("figure", { name: "Receita por dia" })).toBeInTheDocument();
    const whole = screen.getByRole("group", { name: "Relatório completo" });
    expect(within(whole).getByRole("link", { name: "Exportar o relatório completo em PDF" })).toHaveAttribute(
      "href",
      "/admin/reports/exportar?periodo=mes&formato=pdf",
    );
    const revenue = screen.getByRole("region", { name: "Receita" });
    expect(within(revenue).getByRole("link", { name: "Exportar Receita em Excel" })).toHaveAttribute(
      "href",
      "/admin/reports/exportar?periodo=mes&formato=xlsx&cartao=receita",
    );
  });
});
