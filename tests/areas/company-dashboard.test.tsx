import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { CompanyDashboard } from "@/components/areas/company/company-dashboard";
import type { BoardOrder } from "@/lib/company/order-board";
import type { CompanyStats } from "@/lib/company/types";
import type { CompanyDashboardData } from "@/lib/data/companies";
import type { OrderStatus } from "@/lib/orders/types";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/lib/company/product-actions", () => ({ setProductAvailable: vi.fn() }));
vi.mock("@/lib/orders/status-action", () => ({ changeOrderStatus: vi.fn() }));

const stats: CompanyStats = {
  todayOrders: 18,
  todayRevenue: 1642.8,
  avgDeliveryTime: 24,
  rating: 4.8,
  monthlyGrowth: 12.5,
  totalCustomers: 1326,
};

const order = (id: string, customer: string, status: OrderStatus): BoardOrder => ({
  id,
  customer,
  items: ["2x Pão de queijo"],
  total: 19.8,
  status,
  placedAt: "2026-11-21T13:30:00.000Z",
  deliveryType: "delivery",
  paymentMethod: "credit",
  cancelReason: null,
});

const orders = [
  order("11111111-1111-4111-8111-111111111111", "Ana", "confirmed"),
  order("22222222-2222-4222-8222-222222222222", "Bruno", "preparing"),
  order("33333333-3333-4333-8333-333333333333", "Carla", "on_way"),
];

const dashboard = (props: Partial<CompanyDashboardData> = {}) =>
  renderWithIntl(
    <CompanyDashboard
      stats={stats}
      orders={[]}
      role="store"
      products={[]}
      canEdit
      storeId={null}
      newCount={0}
      {...props}
    />,
  );

const figures = () =>
  Object.fromEntries(
    screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe("Company dashboard (product.md §2)", { timeout: 20_000 }, () => {
  it("shows the six stat cards with their values", () => {
    dashboard();
    expect(figures()).toEqual({
      "Pedidos hoje": "18",
      "Faturamento hoje": "R$ 1.642,80",
      "Tempo médio de entrega": "24 min",
      Avaliação: "4,8",
      "Crescimento mensal": "+12,5%",
      "Total de clientes": "1.326",
    });
  });

  it("a figure with nothing to measure reads '—' and says why", () => {
    dashboard({ stats: { ...stats, avgDeliveryTime: null, monthlyGrowth: null } });
    expect(figures()).toMatchObject({ "Tempo médio de entrega": "—", "Crescimento mensal": "—" });
    expect(screen.getByText("Nenhuma entrega nos últimos 30 dias")).toBeInTheDocument();
    expect(screen.getByText("Sem vendas nos 30 dias anteriores para comparar")).toBeInTheDocument();
  });

  it("without a store there are no figures to show", () => {
    dashboard({ stats: null });
    expect(screen.queryByRole("term")).not.toBeInTheDocument();
    expect(
      screen.getByText("Os números aparecem assim que sua loja estiver cadastrada."),
    ).toBeInTheDocument();
  });

  it("lists the open orders with the board's card, status and actions", () => {
    dashboard({ orders });
    const list = screen.getByRole("region", { name: "Pedidos em aberto" });
    const [fresh, cooking, away] = within(list).getAllByRole("listitem") as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(within(fresh).getByText("Novo")).toBeInTheDocument();
    expect(within(fresh).getByRole("button", { name: "Aceitar o pedido de Ana" })).toBeInTheDocument();
    expect(within(fresh).getByRole("button", { name: "Cancelar o pedido de Ana" })).toBeInTheDocument();
    expect(within(cooking).getByText("Preparando")).toBeInTheDocument();
    expect(
      within(cooking).getByRole("button", { name: "Marcar pronto o pedido de Bruno" }),
    ).toBeInTheDocument();
    expect(within(away).getByText("Em rota")).toBeInTheDocument();
    expect(
      within(away).getByRole("button", { name: "Confirmar entrega: pedido de Carla" }),
    ).toBeInTheDocument();
    expect(within(away).getByRole("link", { name: "Ver detalhes do pedido de Carla" })).toHaveAttribute(
      "href",
      "/company/order/33333333-3333-4333-8333-333333333333",
    );
    expect(within(list).getByRole("link", { name: "Ver todos os pedidos" })).toHaveAttribute(
      "href",
      "/company/pedidos",
    );
  });

  it("says when no order is open", () => {
    dashboard();
    expect(screen.getByRole("region", { name: "Pedidos em aberto" })).toHaveTextContent(
      "Nenhum pedido em aberto agora.",
    );
  });

  it("labels the mobile tabs Visão Geral, Pedidos and Produtos", () => {
    dashboard({ orders });
    const tabs = within(screen.getByRole("tablist", { name: "Seções do painel" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Visão Geral", "Pedidos", "Produtos"]);
  });
});
