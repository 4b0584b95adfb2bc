import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import { OrderHistory } from "@/components/orders/order-history";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders } from "@/fixtures/orders";
import { getCustomerOrdersSource } from "@/lib/data/orders";
import { LOCAL_ORDERS_KEY, serializeLocalOrders } from "@/lib/orders/local-orders";
import { renderWithIntl } from "@/tests/support/render";

const source = getCustomerOrdersSource(DEMO_CUSTOMER_ID);
const history = source.sample;
const rows = () => within(screen.getByRole("tabpanel")).queryAllByRole("listitem");

beforeEach(() => window.localStorage.clear());

describe("OrderHistory", () => {
  it("lists every sample order under Todos with a 'Ver Detalhes' link", () => {
    renderWithIntl(<OrderHistory source={source} />);
    expect(rows()).toHaveLength(history.length);
    const first = history[0]!;
    expect(within(rows()[0]!).getByRole("link", { name: /Ver Detalhes/ })).toHaveAttribute(
      "href",
      `/order/${first.id}`,
    );
  });

  it("links 'Ver Detalhes' to the area's order route given as basePath", () => {
    renderWithIntl(<OrderHistory source={source} basePath="/customer/order" />);
    for (const [index, entry] of history.entries()) {
      expect(within(rows()[index]!).getByRole("link", { name: /Ver Detalhes/ })).toHaveAttribute(
        "href",
        `/customer/order/${entry.id}`,
      );
    }
  });

  it.each([
    { tab: "Entregues", status: "delivered" },
    { tab: "Em andamento", status: "preparing" },
    { tab: "Cancelados", status: "cancelled" },
  ])("the $tab tab shows only $status orders", async ({ tab, status }) => {
    const user = userEvent.setup();
    renderWithIntl(<OrderHistory source={source} />);
    await user.click(screen.getByRole("tab", { name: tab }));
    const expected = history.filter((entry) => entry.status === status);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows()).toHaveLength(expected.length);
  });

  it("adds this browser's checkout orders, newest first", () => {
    const placed = {
      ...orders[0]!,
      id: "0f7e1c52-6a0b-4d7e-9c55-3b3f9a1d2e4f",
      status: "confirmed" as const,
      orderTime: new Date().toISOString(),
    };
    window.localStorage.setItem(LOCAL_ORDERS_KEY, serializeLocalOrders([placed]));
    renderWithIntl(<OrderHistory source={source} />);
    expect(rows()).toHaveLength(history.length + 1);
    expect(within(rows()[0]!).getByRole("link", { name: /Ver Detalhes/ })).toHaveAttribute(
      "href",
      `/order/${placed.id}`,
    );
    expect(within(rows()[0]!).getByText("Confirmado")).toBeInTheDocument();
  });

  it("shows 'Nenhum pedido encontrado' with 'Fazer Primeiro Pedido' when empty", () => {
    renderWithIntl(<OrderHistory source={{ ...source, sample: [] }} />);
    expect(screen.getByText("Nenhum pedido encontrado")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fazer Primeiro Pedido" })).toHaveAttribute("href", "/");
  });
});
