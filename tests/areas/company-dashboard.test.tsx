import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { CompanyDashboard } from "@/components/areas/company/company-dashboard";
import type { CompanyOrder } from "@/lib/orders/types";
import type { CompanyStats } from "@/lib/company/types";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/lib/company/product-actions", () => ({ setProductAvailable: vi.fn() }));

const stats: CompanyStats = {
  todayOrders: 18,
  todayRevenue: 1642.8,
  avgDeliveryTime: 24,
  rating: 4.8,
  monthlyGrowth: 12.5,
  totalCustomers: 1326,
};

const order = (id: string, customer: string, status: CompanyOrder["status"]): CompanyOrder => ({
  id,
  companyId: "7d9c1f64-7b1c-4b7e-9f0e-2d7d1c1e0a01",
  customer,
  items: ["2x Pão de queijo"],
  total: 19.8,
  status,
  time: "10:30",
});

const orders = [
  order("11111111-1111-4111-8111-111111111111", "Ana", "preparing"),
  order("22222222-2222-4222-8222-222222222222", "Bruno", "ready"),
  order("33333333-3333-4333-8333-333333333333", "Carla", "delivered"),
];

describe("Company dashboard (product.md §2)", { timeout: 20_000 }, () => {
  it("shows the six stat cards with their values", () => {
    renderWithIntl(<CompanyDashboard stats={stats} orders={[]} products={[]} canEdit />);
    const values = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({
      "Pedidos hoje": "18",
      "Faturamento hoje": "R$ 1.642,80",
      "Tempo médio de entrega": "24 min",
      Avaliação: "4,8",
      "Crescimento mensal": "+12,5%",
      "Total de clientes": "1.326",
    });
  });

  it("offers 'Marcar Pronto' and 'Cancelar' only on preparing orders, 'Ver Detalhes' on all", () => {
    renderWithIntl(<CompanyDashboard stats={stats} orders={orders} products={[]} canEdit />);
    const list = screen.getByRole("region", { name: "Pedidos recentes" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(3);

    const [preparing, ready, delivered] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(preparing).getByText("Preparando")).toBeInTheDocument();
    expect(within(preparing).getByRole("button", { name: /Marcar pronto/i })).toBeInTheDocument();
    expect(within(preparing).getByRole("button", { name: /Cancelar/ })).toBeInTheDocument();

    for (const [card, label] of [
      [ready, "Pronto"],
      [delivered, "Entregue"],
    ] as const) {
      expect(within(card).getByText(label)).toBeInTheDocument();
      expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    }

    expect(within(delivered).getByRole("link", { name: "Ver detalhes do pedido de Carla" })).toHaveAttribute(
      "href",
      "/company/order/33333333-3333-4333-8333-333333333333",
    );
  });

  it("labels the mobile tabs Visão Geral, Pedidos and Produtos", () => {
    renderWithIntl(<CompanyDashboard stats={stats} orders={orders} products={[]} canEdit />);
    const tabs = within(screen.getByRole("tablist", { name: "Seções do painel" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Visão Geral", "Pedidos", "Produtos"]);
  });
});
