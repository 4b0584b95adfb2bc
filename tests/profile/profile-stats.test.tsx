import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ProfileStats } from "@/components/profile/profile-stats";
import { profileStats } from "@/lib/customers/profile-stats";
import type { OrderStatus } from "@/lib/orders/types";
import { renderWithIntl } from "@/tests/support/render";

const order = (status: OrderStatus, total: number) => ({ status, total });

describe("the profile's summary, from the customer's own orders", () => {
  it.each([
    { case: "a brand-new account", orders: [], favorites: 0, stats: { orders: 0, spent: 0, favorites: 0 } },
    {
      case: "only delivered orders count as spent (open ones may still be cancelled, cancelled ones never charged)",
      orders: [
        order("delivered", 10.1),
        order("cancelled", 50),
        order("preparing", 20),
        order("delivered", 0.2),
      ],
      favorites: 3,
      stats: { orders: 4, spent: 10.3, favorites: 3 },
    },
    {
      case: "cents add up without floating-point drift",
      orders: [order("delivered", 0.1), order("delivered", 0.2)],
      favorites: 1,
      stats: { orders: 2, spent: 0.3, favorites: 1 },
    },
  ])("$case", ({ orders, favorites, stats }) => {
    expect(profileStats(orders, favorites)).toEqual(stats);
  });

  it("shows the figures as stat cards", () => {
    renderWithIntl(<ProfileStats stats={{ orders: 9, spent: 590.6, favorites: 2 }} />);
    expect(screen.getByText("Pedidos").nextElementSibling).toHaveTextContent("9");
    expect(screen.getByText("Total gasto").nextElementSibling).toHaveTextContent("R$ 590,60");
    expect(screen.getByText("em pedidos entregues")).toBeInTheDocument();
    expect(screen.getByText("Favoritos").nextElementSibling).toHaveTextContent("2");
  });
});
