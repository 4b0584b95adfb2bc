import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { ProfileStats } from "@/components/profile/profile-stats";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders } from "@/fixtures/orders";
import { getCustomerOrdersSource } from "@/lib/data/orders";
import { LOCAL_ORDERS_KEY, serializeLocalOrders } from "@/lib/orders/local-orders";
import { renderWithIntl } from "@/tests/support/render";

const source = getCustomerOrdersSource(DEMO_CUSTOMER_ID);
const ordersStat = () => screen.getByText("Pedidos").nextElementSibling;

beforeEach(() => window.localStorage.clear());

describe("profile stats (product.md D13: '9 Pedidos' must become 10 after a tenth)", () => {
  it("counts the customer's sample orders", () => {
    renderWithIntl(<ProfileStats orders={source} favorites={2} />);
    expect(ordersStat()).toHaveTextContent(String(source.sample.length));
    expect(screen.getByText("Favoritos").nextElementSibling).toHaveTextContent("2");
  });

  it("counts an order placed in this browser too", () => {
    const placed = {
      ...orders.find((order) => order.customerId === DEMO_CUSTOMER_ID)!,
      id: "0f7e1c52-6a0b-4d7e-9c55-3b3f9a1d2e4f",
      status: "confirmed" as const,
      orderTime: new Date().toISOString(),
    };
    window.localStorage.setItem(LOCAL_ORDERS_KEY, serializeLocalOrders([placed]));
    renderWithIntl(<ProfileStats orders={source} favorites={2} />);
    expect(ordersStat()).toHaveTextContent(String(source.sample.length + 1));
  });
});
