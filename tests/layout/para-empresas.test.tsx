import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import ParaEmpresasPage from "@/app/(store)/para-empresas/page";
import { StartingPlanNote } from "@/components/layout/para-empresas/starting-plan-note";
import { plans } from "@/fixtures/plans";
import type { Plan } from "@/lib/admin/types";
import { renderWithIntl } from "@/tests/support/render";

// The planos table as the cached read returns it (active plans; the seed's values are fixtures/plans.ts).
const table = vi.hoisted(() => ({ plans: [] as Plan[] }));
vi.mock("@/lib/data/plans", () => ({
  getPlans: async (type?: Plan["type"]) => table.plans.filter((plan) => !type || plan.type === type),
}));

beforeEach(() => {
  table.plans = [...plans];
});

async function renderPage() {
  renderWithIntl(await ParaEmpresasPage());
}

describe("/para-empresas", () => {
  it("opens with a heading and the 'Cadastrar Empresa' call to action to the business sign-up", async () => {
    await renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Leve o seu negócio");
    const ctas = screen.getAllByRole("link", { name: "Cadastrar Empresa" });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const cta of ctas) expect(cta).toHaveAttribute("href", "/para-empresas/cadastro");
    expect(screen.getByRole("link", { name: "Ver planos" })).toHaveAttribute("href", "#planos");
  });

  it("explains the benefits: vitrine digital, pedidos, entregas, relatórios", async () => {
    await renderPage();
    const section = screen.getByRole("region", { name: /tudo o que o seu negócio precisa/i });
    const titles = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(["Vitrine digital", "Pedidos", "Entregas", "Relatórios"]);
  });

  it("shows the three company plans with monthly prices and a sign-up link each", async () => {
    await renderPage();
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

  it("compares limits, with 'Ilimitado' for Premium", async () => {
    await renderPage();
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

  it("shows what the planos table holds now: a new price, and no plan taken off sale", async () => {
    table.plans = plans
      .filter((plan) => plan.tier !== "premium")
      .map((plan) => (plan.tier === "basic" ? { ...plan, price: 34.9 } : plan));
    await renderPage();
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Gratuito",
      "Básico",
    ]);
    expect(within(cards[1]!).getByText("R$ 34,90")).toBeInTheDocument();
  });

  it.each([
    [10, "Sua loja começa no plano Gratuito, com até 10 produtos. Você pode mudar de plano depois."],
    [1, "Sua loja começa no plano Gratuito, com até 1 produto. Você pode mudar de plano depois."],
    [-1, "Sua loja começa no plano Gratuito, com produtos ilimitados."],
  ])(
    "the business sign-up names the starting plan's limit as the table holds it (%d)",
    (maxProducts, text) => {
      renderWithIntl(<StartingPlanNote plan={{ name: "Gratuito", maxProducts }} />);
      expect(screen.getByText(text)).toBeInTheDocument();
    },
  );
});
