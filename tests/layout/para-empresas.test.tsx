import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import ParaEmpresasPage from "@/app/(store)/para-empresas/page";
import { renderWithIntl } from "@/tests/support/render";

describe("/para-empresas", () => {
  it("opens with a heading and the 'Cadastrar Empresa' call to action to the business sign-up", () => {
    renderWithIntl(<ParaEmpresasPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Leve o seu negócio");
    const ctas = screen.getAllByRole("link", { name: "Cadastrar Empresa" });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const cta of ctas) expect(cta).toHaveAttribute("href", "/para-empresas/cadastro");
    expect(screen.getByRole("link", { name: "Ver planos" })).toHaveAttribute("href", "#planos");
  });

  it("explains the benefits: vitrine digital, pedidos, entregas, relatórios", () => {
    renderWithIntl(<ParaEmpresasPage />);
    const section = screen.getByRole("region", { name: /tudo o que o seu negócio precisa/i });
    const titles = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(["Vitrine digital", "Pedidos", "Entregas", "Relatórios"]);
  });

  it("shows the three company plans with monthly prices and a sign-up link each", () => {
    renderWithIntl(<ParaEmpresasPage />);
    const plans = screen.getAllByRole("article");
    expect(plans.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Gratuito",
      "Básico",
      "Premium",
    ]);
    expect(plans.map((card) => within(card).getByText(/^R\$/).textContent)).toEqual([
      "R$ 0,00",
      "R$ 29,90",
      "R$ 79,90",
    ]);
    expect(within(plans[2]!).getByText("Destaque na vitrine")).toBeInTheDocument();
    expect(within(plans[0]!).queryByText("Destaque na vitrine")).not.toBeInTheDocument();
    expect(within(plans[1]!).getByRole("link", { name: "Escolher o plano Básico" })).toHaveAttribute(
      "href",
      "/para-empresas/cadastro",
    );
  });

  it("compares limits, with 'Ilimitado' for Premium", () => {
    renderWithIntl(<ParaEmpresasPage />);
    const table = screen.getByRole("table", { name: "Compare os planos" });
    const row = (label: string) =>
      within(within(table).getByRole("row", { name: new RegExp(`^${label}`) }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(row("Produtos")).toEqual(["10", "50", "Ilimitado"]);
    expect(row("Imagens")).toEqual(["20", "100", "Ilimitado"]);
    expect(row("Relatórios de vendas")).toEqual(["Não incluído", "Incluído", "Incluído"]);
    expect(row("Suporte")).toEqual(["Básico", "Prioritário", "Premium"]);
  });
});
