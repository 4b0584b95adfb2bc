import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import { renderWithIntl } from "@/tests/support/render";

describe("the server-rendered SVG chart with its table alternative", () => {
  it("gives screen readers the same numbers as a table captioned like the chart", () => {
    renderWithIntl(
      <TimeSeriesChart
        caption="Faturamento por dia"
        categories={["19/11", "20/11", "21/11"]}
        series={[{ label: "Faturamento", values: [0, 14.89, 163.47], tone: "primary" }]}
        valueFormat="currency"
      />,
    );
    expect(screen.getByRole("figure", { name: "Faturamento por dia" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Faturamento por dia" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["PeríodoFaturamento", "19/11R$ 0,00", "20/11R$ 14,89", "21/11R$ 163,47"]);
    expect(screen.getByText("Ver dados em tabela")).toBeInTheDocument();
    // The bars are drawn once per value, on an axis topped at a round value (R$ 200).
    expect(document.querySelectorAll("rect")).toHaveLength(3);
    expect(screen.getAllByText("R$ 200")[0]).toBeInTheDocument();
  });

  it("draws one panel per series on its own scale, with a legend, and says when there is no data", () => {
    renderWithIntl(
      <TimeSeriesChart
        caption="Impressões e cliques por dia"
        categories={["20/11", "21/11"]}
        series={[
          { label: "Impressões", values: [0, 0], tone: "primary" },
          { label: "Cliques", values: [0, 0], tone: "accent" },
        ]}
        valueFormat="integer"
      />,
    );
    expect(screen.getByText("Sem movimento neste período.")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Período",
      "Impressões",
      "Cliques",
    ]);
    expect(document.querySelectorAll("svg rect")).toHaveLength(4);
  });
});
