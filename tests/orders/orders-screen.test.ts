import type { ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { makeOrder } from "@/tests/support/sample-orders";

const calls = vi.hoisted(() => ({
  requireAccountType: vi.fn(),
  getCustomerOrders: vi.fn(),
  getCompaniesByIds: vi.fn(),
}));
vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));
vi.mock("@/lib/data/access", () => ({ requireAccountType: calls.requireAccountType }));
vi.mock("@/lib/data/orders", () => ({ getCustomerOrders: calls.getCustomerOrders }));
vi.mock("@/lib/data/catalog", () => ({ getCompaniesByIds: calls.getCompaniesByIds }));

const { OrdersScreen } = await import("@/components/orders/orders-screen");
const { OrderHistory } = await import("@/components/orders/order-history");

const user = { id: "0d9b5a35-5fd1-4b0f-9d1e-7d3f1f7f9a10", type: "cliente" };

async function historyProps() {
  const screen = (await OrdersScreen({ basePath: "/customer/order" })) as ReactElement<{
    children: ReactElement[];
  }>;
  const history = screen.props.children.find((child) => child.type === OrderHistory) as ReactElement<{
    entries: { id: string; company: string; companyLogo: string | null }[];
    basePath: string;
  }>;
  return history.props;
}

beforeEach(() => {
  vi.clearAllMocks();
  calls.requireAccountType.mockResolvedValue(user);
  calls.getCompaniesByIds.mockResolvedValue([
    { id: "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3", logo: "/images/pao-quente.svg" },
  ]);
});

describe("the order history reads the signed-in customer's own orders", () => {
  it("asks for a cliente, reads their orders as them and labels each with its store's logo", async () => {
    const gone = makeOrder({
      id: "2a1f0c3e-8b2d-4c6a-9e7f-0d1b2c3a4e5f",
      restaurantId: null,
      companyName: "Loja Antiga",
    });
    calls.getCustomerOrders.mockResolvedValue([makeOrder(), gone]);
    const { entries, basePath } = await historyProps();
    expect(calls.requireAccountType).toHaveBeenCalledWith("cliente");
    expect(calls.getCustomerOrders).toHaveBeenCalledWith(user);
    // only the stores of the orders listed are read, never the whole catalogue
    expect(calls.getCompaniesByIds).toHaveBeenCalledWith([makeOrder().restaurantId]);
    expect(basePath).toBe("/customer/order");
    expect(entries.map((entry) => [entry.company, entry.companyLogo])).toEqual([
      ["Padaria Pão Quente", "/images/pao-quente.svg"],
      ["Loja Antiga", null],
    ]);
  });

  it("a brand-new account gets an empty history, never the demo customer's", async () => {
    calls.getCustomerOrders.mockResolvedValue([]);
    expect((await historyProps()).entries).toEqual([]);
  });
});
