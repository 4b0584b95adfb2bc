import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CompanyOrdersBoard } from "@/components/areas/company/company-orders-board";
import { Toaster } from "@/components/ui/sonner";
import type { BoardOrder } from "@/lib/company/order-board";
import type { StatusActionResult } from "@/lib/orders/status-action";
import type { OrderRole } from "@/lib/orders/transitions";
import type { OrderStatus } from "@/lib/orders/types";
import { renderWithIntl } from "@/tests/support/render";

const action = vi.hoisted(() => ({ changeOrderStatus: vi.fn() }));
vi.mock("@/lib/orders/status-action", () => ({ changeOrderStatus: action.changeOrderStatus }));

configure({ asyncUtilTimeout: 5000 });

const order = (id: string, customer: string, status: OrderStatus): BoardOrder => ({
  id,
  customer,
  items: ["1x Misto quente na chapa"],
  total: 16.89,
  status,
  placedAt: "2026-11-21T21:10:00-03:00",
  deliveryType: "delivery",
  paymentMethod: "credit",
  cancelReason: null,
});

const orders = [
  order("1a2b3c4d-0000-4000-8000-000000000009", "Rafael Costa", "confirmed"),
  order("41729b67-a172-4a48-9a28-fea04ac9db97", "Ana Souza", "preparing"),
  order("5c1d2e3f-0000-4000-8000-000000000001", "João Pereira", "preparing"),
  order("6d2e3f40-0000-4000-8000-000000000002", "Beatriz Lima", "ready"),
  order("7e3f4051-0000-4000-8000-000000000003", "Carlos Oliveira", "delivered"),
];

afterEach(() => action.changeOrderStatus.mockReset());

function renderBoard(list: readonly BoardOrder[] = orders, role: OrderRole | null = "store") {
  const user = userEvent.setup();
  const view = renderWithIntl(
    <>
      <CompanyOrdersBoard orders={list} role={role} />
      <Toaster />
    </>,
  );
  return { user, view };
}

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);
const panelCustomers = () =>
  within(screen.getByRole("tabpanel"))
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("orders board", { timeout: 20_000 }, () => {
  it("has the six tabs with counts, new orders first and open", () => {
    renderBoard();
    expect(tabNames()).toEqual([
      "Novos1",
      "Preparando2",
      "Prontos1",
      "Em rota0",
      "Entregues1",
      "Cancelados0",
    ]);
    expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName("Novos, 1 pedido");
    expect(screen.getByRole("tab", { name: "Cancelados, nenhum pedido" })).toBeInTheDocument();
    expect(panelCustomers()).toEqual(["Rafael Costa"]);
    expect(within(screen.getByRole("tabpanel")).getByText("Novo")).toBeInTheDocument();
  });

  it("without new orders it opens on the first tab that has orders", () => {
    renderBoard(orders.slice(1));
    expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName("Preparando, 2 pedidos");
    expect(panelCustomers()).toEqual(["Ana Souza", "João Pereira"]);
  });

  it("the store accepts a new order: the server is asked once, and the page's refresh moves it", async () => {
    action.changeOrderStatus.mockResolvedValue({
      ok: true,
      data: { status: "preparing" },
    } satisfies StatusActionResult);
    const { user, view } = renderBoard();
    await user.click(screen.getByRole("button", { name: "Aceitar o pedido de Rafael Costa" }));
    expect(action.changeOrderStatus).toHaveBeenCalledWith(
      "1a2b3c4d-0000-4000-8000-000000000009",
      "preparing",
      undefined,
    );
    expect(await screen.findByText("Pedido aceito")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("tab", { selected: true })).toHaveFocus());

    // the server action's refresh hands the board the order in its new status
    const moved = orders.map((o) =>
      o.customer === "Rafael Costa" ? { ...o, status: "preparing" as const } : o,
    );
    await act(async () =>
      view.rerender(
        <>
          <CompanyOrdersBoard orders={moved} role="store" />
          <Toaster />
        </>,
      ),
    );
    expect(tabNames()).toEqual([
      "Novos0",
      "Preparando3",
      "Prontos1",
      "Em rota0",
      "Entregues1",
      "Cancelados0",
    ]);
    expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName("Novos, nenhum pedido");
    expect(
      within(screen.getByRole("tabpanel")).getByRole("heading", { name: "Nenhum pedido novo" }),
    ).toBeVisible();
  });

  it("a courier sees the delivery moves only", async () => {
    const { user } = renderBoard(orders, "courier");
    expect(within(screen.getByRole("tabpanel")).queryByRole("button")).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Prontos/ }));
    expect(
      within(screen.getByRole("tabpanel")).getByRole("button", {
        name: "Saiu para entrega: pedido de Beatriz Lima",
      }),
    ).toBeInTheDocument();
  });

  it("searches by customer or order number within the tab", async () => {
    const { user } = renderBoard();
    await user.click(screen.getByRole("tab", { name: /Preparando/ }));
    const search = screen.getByRole("searchbox", { name: "Buscar pedidos" });
    await user.type(search, "joão");
    expect(panelCustomers()).toEqual(["João Pereira"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 pedido em Preparando");

    await user.clear(search);
    await user.type(search, "#41729B67");
    expect(panelCustomers()).toEqual(["Ana Souza"]);
  });

  it("an empty search result offers to clear the search", async () => {
    const { user } = renderBoard();
    const search = screen.getByRole("searchbox", { name: "Buscar pedidos" });
    await user.type(search, "Zé");
    expect(screen.getByText("Nenhum pedido nesta aba corresponde a “Zé”.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpar busca" }));
    expect(search).toHaveValue("");
    expect(search).toHaveFocus();
    expect(panelCustomers()).toEqual(["Rafael Costa"]);
  });

  it.each([
    [
      "Em rota",
      "Nenhum pedido em rota",
      "Os pedidos que saíram para entrega ficam aqui até a entrega ser confirmada.",
    ],
    [
      "Cancelados",
      "Nenhum pedido cancelado",
      "Os pedidos cancelados aparecem aqui com o motivo do cancelamento.",
    ],
  ])("the empty %s tab says so", async (tab, title, text) => {
    const { user } = renderBoard();
    await user.click(screen.getByRole("tab", { name: new RegExp(tab) }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("heading", { name: title })).toBeInTheDocument();
    expect(within(panel).getByText(text)).toBeInTheDocument();
  });

  it("a store with no orders yet opens on Novos and leads to its products", () => {
    renderBoard([]);
    const panel = screen.getByRole("tabpanel");
    expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName("Novos, nenhum pedido");
    expect(within(panel).getByRole("link", { name: "Revisar produtos" })).toHaveAttribute(
      "href",
      "/company/produtos",
    );
  });
});
