import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CompanyOrdersBoard } from "@/components/areas/company/company-orders-board";
import { Toaster } from "@/components/ui/sonner";
import type { BoardStatus, CompanyBoardOrder } from "@/lib/company/order-board";
import { companySession } from "@/lib/company/session-store";
import { renderWithIntl } from "@/tests/support/render";

import { finishSimulatedRequests, simulateDelay } from "./simulate-mock";

vi.mock("@/lib/areas/simulate", () => import("./simulate-mock"));

configure({ asyncUtilTimeout: 5000 });

const order = (id: string, customer: string, status: BoardStatus): CompanyBoardOrder => ({
  id,
  companyId: "7d9c1f64-7b1c-4b7e-9f0e-2d7d1c1e0a01",
  customer,
  items: ["1x Misto quente na chapa"],
  total: 16.89,
  status,
  time: "21:10",
});

const orders = [
  order("41729b67-a172-4a48-9a28-fea04ac9db97", "Ana Souza", "preparing"),
  order("5c1d2e3f-0000-4000-8000-000000000001", "João Pereira", "preparing"),
  order("6d2e3f40-0000-4000-8000-000000000002", "Beatriz Lima", "ready"),
  order("7e3f4051-0000-4000-8000-000000000003", "Carlos Oliveira", "delivered"),
];

beforeEach(() => {
  companySession.reset();
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
  vi.restoreAllMocks();
});

function renderBoard() {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <CompanyOrdersBoard orders={orders} />
      <Toaster />
    </>,
  );
  return user;
}

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);
const panelCustomers = () =>
  within(screen.getByRole("tabpanel"))
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("orders board (product.md D11)", { timeout: 20_000 }, () => {
  it("has tabs Preparando, Pronto, Entregue, Cancelado with counts, Preparando first", () => {
    renderBoard();
    expect(tabNames()).toEqual(["Preparando2", "Pronto1", "Entregue1", "Cancelado0"]);
    expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName("Preparando, 2 pedidos");
    expect(screen.getByRole("tab", { name: "Cancelado, nenhum pedido" })).toBeInTheDocument();
    expect(panelCustomers()).toEqual(["Ana Souza", "João Pereira"]);
  });

  it("a readied order moves to the Pronto tab and the counts follow", async () => {
    const user = renderBoard();
    await user.click(screen.getByRole("button", { name: "Marcar pronto o pedido de Ana Souza" }));
    await act(async () => finishSimulatedRequests());

    expect(await screen.findByText("Pedido marcado como pronto")).toBeInTheDocument();
    expect(tabNames()).toEqual(["Preparando1", "Pronto2", "Entregue1", "Cancelado0"]);
    expect(panelCustomers()).toEqual(["João Pereira"]);
    await waitFor(() => expect(screen.getByRole("tab", { selected: true })).toHaveFocus());

    await user.click(screen.getByRole("tab", { name: /Pronto/ }));
    expect(panelCustomers()).toEqual(["Ana Souza", "Beatriz Lima"]);
  });

  it("a cancelled order moves to the Cancelado tab with its reason", async () => {
    const user = renderBoard();
    await user.click(screen.getByRole("button", { name: "Cancelar o pedido de João Pereira" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });
    await user.type(within(dialog).getByLabelText("Motivo do cancelamento"), "Cliente desistiu");
    await user.click(within(dialog).getByRole("button", { name: /Confirmar cancelamento/ }));
    await act(async () => finishSimulatedRequests());

    expect(await screen.findByText("Pedido cancelado")).toBeInTheDocument();
    expect(tabNames()).toEqual(["Preparando1", "Pronto1", "Entregue1", "Cancelado1"]);
    await user.click(screen.getByRole("tab", { name: /Cancelado/ }));
    expect(panelCustomers()).toEqual(["João Pereira"]);
    expect(within(screen.getByRole("tabpanel")).getByText("Motivo: Cliente desistiu")).toBeInTheDocument();
  });

  it("searches by customer or order number within the tab", async () => {
    const user = renderBoard();
    const search = screen.getByRole("searchbox", { name: "Buscar pedidos" });
    await user.type(search, "joão");
    expect(panelCustomers()).toEqual(["João Pereira"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 pedido em Preparando");

    await user.clear(search);
    await user.type(search, "#41729B67");
    expect(panelCustomers()).toEqual(["Ana Souza"]);
  });

  it("an empty search result offers to clear the search", async () => {
    const user = renderBoard();
    const search = screen.getByRole("searchbox", { name: "Buscar pedidos" });
    await user.type(search, "Zé");
    expect(screen.getByText("Nenhum pedido nesta aba corresponde a “Zé”.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpar busca" }));
    expect(search).toHaveValue("");
    expect(search).toHaveFocus();
    expect(panelCustomers()).toEqual(["Ana Souza", "João Pereira"]);
  });

  it("an empty tab says so and leads to the products", async () => {
    const user = renderBoard();
    await user.click(screen.getByRole("tab", { name: /Cancelado/ }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("heading", { name: "Nenhum pedido cancelado" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Revisar produtos" })).toHaveAttribute(
      "href",
      "/company/produtos",
    );
  });
});
