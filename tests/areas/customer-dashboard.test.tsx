import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { CustomerDashboard } from "@/components/areas/customer/customer-dashboard";
import type { CustomerOrder, FavoriteRestaurant } from "@/fixtures/schemas";
import { renderWithIntl } from "@/tests/support/render";

const order = (id: string, restaurantName: string, status: CustomerOrder["status"]): CustomerOrder => ({
  id,
  restaurantName,
  items: ["1x Pizza Margherita"],
  total: 52.9,
  status,
  date: "2026-05-10",
  deliveryTime: "30-40 min",
});

const orders = [
  order("11111111-1111-4111-8111-111111111111", "Bella Napoli", "delivered"),
  order("22222222-2222-4222-8222-222222222222", "Sushi Kenzo", "on_way"),
  order("33333333-3333-4333-8333-333333333333", "Pão Quente", "preparing"),
];

const favorites: FavoriteRestaurant[] = [
  {
    id: "44444444-4444-4444-8444-444444444444",
    name: "Sabor de Minas",
    cuisine: "Mineira",
    rating: 4.7,
    deliveryTime: "25-35 min",
    image: "/images/companies/sabor-de-minas.svg",
  },
];

describe("Customer dashboard (spec 2)", () => {
  it("lists orders with status, 'Ver Detalhes', and 'Pedir Novamente' only when delivered", () => {
    renderWithIntl(<CustomerDashboard orders={orders} favorites={favorites} />);
    const section = screen.getByRole("region", { name: "Meus Pedidos" });
    const [delivered, onWay, preparing] = within(section).getAllByRole("listitem") as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(within(delivered).getByText("Entregue")).toBeInTheDocument();
    expect(within(onWay).getByText("Saiu para entrega")).toBeInTheDocument();
    expect(within(preparing).getByText("Preparando")).toBeInTheDocument();

    expect(within(delivered).getByRole("button", { name: "Pedir novamente em Bella Napoli" })).toBeVisible();
    expect(within(onWay).queryByRole("button")).not.toBeInTheDocument();
    expect(within(preparing).queryByRole("button")).not.toBeInTheDocument();
    expect(
      within(onWay).getByRole("link", { name: "Ver detalhes do pedido de Sushi Kenzo" }),
    ).toHaveAttribute("href", "/customer/order/22222222-2222-4222-8222-222222222222");
  });

  it("links favourites to their store page and 'Meu Perfil' to /customer/profile", () => {
    renderWithIntl(<CustomerDashboard orders={orders} favorites={favorites} />);
    expect(screen.getByRole("link", { name: /Sabor de Minas/ })).toHaveAttribute(
      "href",
      "/company/44444444-4444-4444-8444-444444444444",
    );
    expect(screen.getByRole("link", { name: "Meu Perfil" })).toHaveAttribute("href", "/customer/profile");
  });

  it("switches between the Pedidos and Favoritos tabs", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CustomerDashboard orders={orders} favorites={favorites} />);
    expect(screen.getByRole("tabpanel", { name: "Pedidos" })).toHaveAttribute("data-state", "active");
    await user.click(screen.getByRole("tab", { name: "Favoritos" }));
    expect(screen.getByRole("tabpanel", { name: "Favoritos" })).toHaveAttribute("data-state", "active");
    expect(screen.getByRole("region", { name: "Meus Pedidos" }).closest("[role=tabpanel]")).toHaveAttribute(
      "data-state",
      "inactive",
    );
  });

  it("says so when there are no orders or favourites", () => {
    renderWithIntl(<CustomerDashboard orders={[]} favorites={[]} />);
    expect(screen.getByText("Você ainda não fez pedidos.")).toBeInTheDocument();
    expect(screen.getByText("Você ainda não tem restaurantes favoritos.")).toBeInTheDocument();
  });
});
