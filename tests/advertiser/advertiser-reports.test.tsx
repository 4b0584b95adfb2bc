import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { AdvertiserReports } from "@/components/areas/advertiser/advertiser-reports";
import type { TimeSeriesChartProps } from "@/components/charts/time-series-chart";
import { periodReportOf, REPORT_PERIODS, type ReportPeriod } from "@/lib/advertiser/reports";
import { renderWithIntl } from "@/tests/support/render";

// The shared chart is tested by its owner; here it only shows what it was given.
vi.mock("@/components/charts/time-series-chart", () => ({
  TimeSeriesChart: ({ caption, categories, series }: TimeSeriesChartProps) => (
    <figure aria-label={caption}>
      <p>{categories.join(" ")}</p>
      {series.map((item) => (
        <p key={item.label}>{`${item.label} (${item.tone}): ${item.values.join(" ")}`}</p>
      ))}
    </figure>
  ),
}));

const asOf = "2026-11-22";
const FROM: Record<ReportPeriod, string> = {
  week: "2026-11-16",
  month: "2026-10-24",
  quarter: "2026-08-25",
  year: "2025-11-23",
};
// What public.relatorio_anunciante answers: the totals and every day, as the SQL counted them.
const days = (from: string, values: Record<string, [number, number, number]>) => {
  const out = [];
  for (
    let d = new Date(`${from}T12:00:00Z`);
    d <= new Date(`${asOf}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const dia = d.toISOString().slice(0, 10);
    const [impressoes, cliques, gasto] = values[dia] ?? [0, 0, 0];
    out.push({ dia, impressoes, cliques, gasto });
  }
  return out;
};
const delivery: Record<string, [number, number, number]> = {
  "2026-11-20": [1000, 40, 20],
  "2026-11-22": [500, 10, 5.5],
  "2026-10-01": [2000, 20, 10],
};
const reportOf = (period: ReportPeriod, values: Record<string, [number, number, number]>) => {
  const dias = days(FROM[period], values);
  const sum = (i: 0 | 1 | 2) => dias.reduce((t, d) => t + [d.impressoes, d.cliques, d.gasto][i]!, 0);
  return periodReportOf(period, {
    de: FROM[period],
    ate: asOf,
    impressoes: sum(0),
    cliques: sum(1),
    gasto: sum(2),
    dias,
  });
};
const reports = REPORT_PERIODS.map((period) => reportOf(period, delivery));

const figures = (panel: HTMLElement) =>
  Object.fromEntries(
    within(panel)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe(
  "/advertiser/reports period selector (product.md §9 periods, product.md §3 metrics)",
  { timeout: 20_000 },
  () => {
    it("offers the four product.md §9 periods and opens on Último Mês", () => {
      renderWithIntl(<AdvertiserReports asOf={asOf} reports={reports} />);
      const tabs = within(screen.getByRole("tablist", { name: "Período do relatório" })).getAllByRole("tab");
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        "Última Semana",
        "Último Mês",
        "Último Trimestre",
        "Último Ano",
      ]);
      expect(screen.getByRole("tab", { name: "Último Mês" })).toHaveAttribute("aria-selected", "true");
      expect(screen.getByText("Dados atualizados até 22/11/2026.")).toBeInTheDocument();
    });

    it("the week shows its five metrics and a chart of impressions and clicks for each of its 7 days", async () => {
      const user = userEvent.setup();
      renderWithIntl(<AdvertiserReports asOf={asOf} reports={reports} />);
      await user.click(screen.getByRole("tab", { name: "Última Semana" }));
      const panel = screen.getByRole("tabpanel", { name: "Última Semana" });
      expect(within(panel).getByText("De 16/11/2026 a 22/11/2026")).toBeInTheDocument();
      expect(figures(panel)).toEqual({
        Impressões: "1.500",
        Cliques: "50",
        CTR: "3,33%",
        Investido: "R$ 25,50",
        "CPC médio": "R$ 0,51",
      });
      const chart = within(panel).getByRole("figure", {
        name: "Impressões e cliques por dia (Última Semana)",
      });
      expect(within(chart).getByText("16/11 17/11 18/11 19/11 20/11 21/11 22/11")).toBeInTheDocument();
      expect(within(chart).getByText("Impressões (primary): 0 0 0 0 1000 0 500")).toBeInTheDocument();
      expect(within(chart).getByText("Cliques (accent): 0 0 0 0 40 0 10")).toBeInTheDocument();
    });

    it("the quarter adds the October day the week leaves out", async () => {
      const user = userEvent.setup();
      renderWithIntl(<AdvertiserReports asOf={asOf} reports={reports} />);
      await user.click(screen.getByRole("tab", { name: "Último Trimestre" }));
      expect(figures(screen.getByRole("tabpanel", { name: "Último Trimestre" }))).toMatchObject({
        Impressões: "3.500",
        Investido: "R$ 35,50",
      });
    });

    it("a period without delivery says so and leads to the campaigns", async () => {
      const user = userEvent.setup();
      const quiet = REPORT_PERIODS.map((period) => reportOf(period, {}));
      renderWithIntl(<AdvertiserReports asOf={asOf} reports={quiet} />);
      await user.click(screen.getByRole("tab", { name: "Último Ano" }));
      const panel = screen.getByRole("tabpanel", { name: "Último Ano" });
      expect(
        within(panel).getByRole("heading", { name: "Nenhuma entrega neste período" }),
      ).toBeInTheDocument();
      expect(within(panel).getByRole("link", { name: "Ver campanhas" })).toHaveAttribute(
        "href",
        "/advertiser/campaigns",
      );
    });
  },
);
