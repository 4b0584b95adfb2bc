import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { OrderHistory } from "@/components/orders/order-history";
import { toHistoryEntry } from "@/lib/orders/derive";
import type { OrderStatus } from "@/lib/orders/types";
import { renderWithIntl } from "@/tests/support/render";
import { makeOrder } from "@/tests/support/sample-orders";

const STATUSES: OrderStatus[] = [
  "delivered",
  "on_way",
  "confirmed",
  "cancelled",
  "preparing",
  "ready",
  "delivered",
];
const history = STATUSES.map((status, index) =>
  toHistoryEntry(
    makeOrder({ id: `0${index}000000-0000-4000-8000-000000000000`, status }),
    index === 3 ? null : "/images/companies/pao-quente-logo.webp",
  ),
);
const rows = () => within(screen.getByRole("tabpanel")).queryAllByRole("listitem");

describe("OrderHistory", () => {
  it("lists every order under Todos with a 'Ver Detalhes' link to the area's order route", () => {
    renderWithIntl(<OrderHistory entries={history} basePath="/customer/order" />);
    expect(rows()).toHaveLength(history.length);
    history.forEach((entry, index) => {
      expect(within(rows()[index]!).getByRole("link", { name: /Ver Detalhes/ })).toHaveAttribute(
        "href",
        `/customer/order/${entry.id}`,
      );
    });
  });

  it("reads each order like the detail: store, code, date and time, items, status and total", () => {
    renderWithIntl(<OrderHistory entries={history} />);
    const first = rows()[0]!;
    expect(within(first).getByRole("heading", { name: "Padaria Pão Quente" })).toBeInTheDocument();
    expect(first).toHaveTextContent("Pedido #00000000 · 21/11/2026 às 20:00");
    expect(first).toHaveTextContent("3 itens");
    expect(first).toHaveTextContent("Entregue");
    expect(first).toHaveTextContent("R$ 37,49");
    expect(within(first).getByRole("img", { name: "Logo de Padaria Pão Quente" })).toBeInTheDocument();
    // a store that left the catalogue keeps its name, without a logo
    expect(within(rows()[3]!).queryByRole("img")).not.toBeInTheDocument();
  });

  it.each([
    { tab: "Entregues", statuses: ["delivered", "delivered"] },
    // 'Em andamento' is any open order
    { tab: "Em andamento", statuses: ["on_way", "confirmed", "preparing", "ready"] },
    { tab: "Cancelados", statuses: ["cancelled"] },
  ])("the $tab tab shows only its orders", async ({ tab, statuses }) => {
    const user = userEvent.setup();
    renderWithIntl(<OrderHistory entries={history} />);
    await user.click(screen.getByRole("tab", { name: tab }));
    expect(rows()).toHaveLength(statuses.length);
  });

  it("a brand-new account sees 'Nenhum pedido encontrado' with 'Fazer Primeiro Pedido'", () => {
    renderWithIntl(<OrderHistory entries={[]} />);
    expect(screen.getByText("Nenhum pedido encontrado")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fazer Primeiro Pedido" })).toHaveAttribute("href", "/");
  });

  it("an empty tab of a customer with orders says so, without asking for a first order", async () => {
    const user = userEvent.setup();
    renderWithIntl(<OrderHistory entries={history.filter((entry) => entry.status !== "cancelled")} />);
    await user.click(screen.getByRole("tab", { name: "Cancelados" }));
    expect(screen.getByText("Nenhum pedido encontrado")).toBeInTheDocument();
    expect(screen.getByText("Os pedidos com este status aparecerão aqui.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Fazer Primeiro Pedido" })).not.toBeInTheDocument();
  });
});
