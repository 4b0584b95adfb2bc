import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CustomerDashboard } from "@/components/areas/customer/customer-dashboard";
import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders as sampleOrders } from "@/fixtures/orders";
import type { CustomerOrder, FavoriteRestaurant } from "@/fixtures/schemas";
import { getCustomerOrders, getReorderLines } from "@/lib/data/orders";
import { renderWithIntl } from "@/tests/support/render";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

function CartCount() {
  const { count } = useCart();
  return <output aria-label="itens no carrinho">{count}</output>;
}
const renderInCart = (ui: ReactElement) =>
  renderWithIntl(
    <CartProvider>
      {ui}
      <CartCount />
    </CartProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
  push.mockReset();
  window.localStorage.clear();
});

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

describe("Customer dashboard (spec 2)", { timeout: 20_000 }, () => {
  it("lists orders with status, 'Ver Detalhes', and 'Pedir Novamente' only when delivered", () => {
    renderInCart(<CustomerDashboard orders={orders} reorders={{}} favorites={favorites} />);
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
    renderInCart(<CustomerDashboard orders={orders} reorders={{}} favorites={favorites} />);
    expect(screen.getByRole("link", { name: /Sabor de Minas/ })).toHaveAttribute(
      "href",
      "/company/44444444-4444-4444-8444-444444444444",
    );
    expect(screen.getByRole("link", { name: "Meu Perfil" })).toHaveAttribute("href", "/customer/profile");
  });

  it("switches between the Pedidos and Favoritos tabs", async () => {
    const user = userEvent.setup();
    renderInCart(<CustomerDashboard orders={orders} reorders={{}} favorites={favorites} />);
    expect(screen.getByRole("tabpanel", { name: "Pedidos" })).toHaveAttribute("data-state", "active");
    await user.click(screen.getByRole("tab", { name: "Favoritos" }));
    expect(screen.getByRole("tabpanel", { name: "Favoritos" })).toHaveAttribute("data-state", "active");
    expect(screen.getByRole("region", { name: "Meus Pedidos" }).closest("[role=tabpanel]")).toHaveAttribute(
      "data-state",
      "inactive",
    );
  });

  it("says so when there are no orders or favourites", () => {
    renderInCart(<CustomerDashboard orders={[]} reorders={{}} favorites={[]} />);
    expect(screen.getByText("Você ainda não fez pedidos.")).toBeInTheDocument();
    expect(screen.getByText("Você ainda não tem restaurantes favoritos.")).toBeInTheDocument();
  });

  it("'Pedir Novamente' puts the delivered order's items back in the cart and opens it", async () => {
    // A Wednesday noon in São Paulo: the sample stores are open (only Date is faked, so events still run).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-18T12:00:00-03:00"));
    const delivered = getCustomerOrders(DEMO_CUSTOMER_ID).find((entry) => entry.status === "delivered")!;
    const source = sampleOrders.find((entry) => entry.id === delivered.id)!;
    renderInCart(
      <CustomerDashboard orders={[delivered]} reorders={getReorderLines([delivered])} favorites={[]} />,
    );

    await userEvent.click(
      screen.getByRole("button", { name: `Pedir novamente em ${delivered.restaurantName}` }),
    );

    const units = source.items.reduce((sum, item) => sum + item.quantity, 0);
    expect(screen.getByLabelText("itens no carrinho")).toHaveTextContent(String(units));
    expect(push).toHaveBeenCalledWith("/cart");
  });
});
