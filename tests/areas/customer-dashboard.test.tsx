import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CustomerDashboard } from "@/components/areas/customer/customer-dashboard";
import { DASHBOARD_ORDERS_LIMIT } from "@/components/areas/customer/customer-orders-section";
import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders as sampleOrders } from "@/fixtures/orders";
import type { FavoriteRestaurant } from "@/lib/customers/types";
import { getCustomerOrdersSource, getReorderLines } from "@/lib/data/orders";
import { LOCAL_ORDERS_KEY, serializeLocalOrders } from "@/lib/orders/local-orders";
import type { CustomerOrdersSource, OrderSummary } from "@/lib/orders/merge";
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

const order = (id: string, company: string, status: OrderSummary["status"], date: string): OrderSummary => ({
  id,
  date,
  time: "12:00",
  status,
  total: 52.9,
  items: 1,
  company,
  companyLogo: "/images/companies/bella-napoli-logo.svg",
  lines: ["1x Pizza Margherita"],
  deliveryTime: "30-40 min",
});

const source = (sample: OrderSummary[]): CustomerOrdersSource => ({
  customerId: DEMO_CUSTOMER_ID,
  sample,
  brands: {},
});

const three = source([
  order("11111111-1111-4111-8111-111111111111", "Bella Napoli", "delivered", "2026-05-12"),
  order("22222222-2222-4222-8222-222222222222", "Sushi Kenzo", "on_way", "2026-05-11"),
  order("33333333-3333-4333-8333-333333333333", "Pão Quente", "cancelled", "2026-05-10"),
]);

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

const ordersRegion = () => screen.getByRole("region", { name: "Meus Pedidos" });

describe("Customer dashboard (product.md §2)", { timeout: 20_000 }, () => {
  it("lists orders with the history's status, 'Ver Detalhes', and 'Pedir Novamente' only when delivered", () => {
    renderInCart(<CustomerDashboard orders={three} reorders={{}} favorites={favorites} />);
    const [delivered, onWay, cancelled] = within(ordersRegion()).getAllByRole("listitem") as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(within(delivered).getByText("Entregue")).toBeInTheDocument();
    expect(within(onWay).getByText("A caminho")).toBeInTheDocument();
    expect(within(cancelled).getByText("Cancelado")).toBeInTheDocument();

    expect(within(delivered).getByRole("button", { name: "Pedir novamente em Bella Napoli" })).toBeVisible();
    expect(within(onWay).queryByRole("button")).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole("button")).not.toBeInTheDocument();
    expect(
      within(onWay).getByRole("link", { name: "Ver detalhes do pedido de Sushi Kenzo" }),
    ).toHaveAttribute("href", "/customer/order/22222222-2222-4222-8222-222222222222");
  });

  it("says the total and links 'Ver todos os pedidos' to /customer/orders", () => {
    renderInCart(<CustomerDashboard orders={three} reorders={{}} favorites={[]} />);
    expect(within(ordersRegion()).getByText("3 pedidos no total")).toBeInTheDocument();
    expect(within(ordersRegion()).getByRole("link", { name: "Ver todos os pedidos" })).toHaveAttribute(
      "href",
      "/customer/orders",
    );
  });

  it("product.md D13: shows the latest orders of the same list as /customer/orders and says the true total", () => {
    const all = getCustomerOrdersSource(DEMO_CUSTOMER_ID);
    expect(all.sample.length).toBeGreaterThan(DASHBOARD_ORDERS_LIMIT);
    renderInCart(<CustomerDashboard orders={all} reorders={{}} favorites={[]} />);
    const cards = within(ordersRegion()).getAllByRole("listitem");
    expect(cards).toHaveLength(DASHBOARD_ORDERS_LIMIT);
    expect(within(cards[0]!).getByRole("heading", { name: all.sample[0]!.company })).toBeInTheDocument();
    expect(
      within(ordersRegion()).getByText(
        `Mostrando os ${DASHBOARD_ORDERS_LIMIT} mais recentes de ${all.sample.length} pedidos`,
      ),
    ).toBeInTheDocument();
  });

  it("product.md D13: counts and shows first an order placed in this browser", () => {
    const all = getCustomerOrdersSource(DEMO_CUSTOMER_ID);
    const placed = {
      ...sampleOrders.find((entry) => entry.customerId === DEMO_CUSTOMER_ID)!,
      id: "0f7e1c52-6a0b-4d7e-9c55-3b3f9a1d2e4f",
      status: "confirmed" as const,
      orderTime: new Date().toISOString(),
    };
    window.localStorage.setItem(LOCAL_ORDERS_KEY, serializeLocalOrders([placed]));
    renderInCart(<CustomerDashboard orders={all} reorders={{}} favorites={[]} />);
    const [first] = within(ordersRegion()).getAllByRole("listitem");
    expect(within(first!).getByText("Confirmado")).toBeInTheDocument();
    expect(within(first!).getByRole("link", { name: /Ver detalhes/ })).toHaveAttribute(
      "href",
      `/customer/order/${placed.id}`,
    );
    expect(
      within(ordersRegion()).getByText(
        `Mostrando os ${DASHBOARD_ORDERS_LIMIT} mais recentes de ${all.sample.length + 1} pedidos`,
      ),
    ).toBeInTheDocument();
  });

  it("links favourites to their store page and 'Meu Perfil' to /customer/profile", () => {
    renderInCart(<CustomerDashboard orders={three} reorders={{}} favorites={favorites} />);
    expect(screen.getByRole("link", { name: /Sabor de Minas/ })).toHaveAttribute(
      "href",
      "/company/44444444-4444-4444-8444-444444444444",
    );
    expect(screen.getByRole("link", { name: "Meu Perfil" })).toHaveAttribute("href", "/customer/profile");
  });

  it("switches between the Pedidos and Favoritos tabs", async () => {
    const user = userEvent.setup();
    renderInCart(<CustomerDashboard orders={three} reorders={{}} favorites={favorites} />);
    expect(screen.getByRole("tabpanel", { name: "Pedidos" })).toHaveAttribute("data-state", "active");
    await user.click(screen.getByRole("tab", { name: "Favoritos" }));
    expect(screen.getByRole("tabpanel", { name: "Favoritos" })).toHaveAttribute("data-state", "active");
    expect(ordersRegion().closest("[role=tabpanel]")).toHaveAttribute("data-state", "inactive");
  });

  it("says so when there are no orders or favourites", () => {
    renderInCart(<CustomerDashboard orders={null} reorders={{}} favorites={[]} />);
    expect(screen.getByText("Você ainda não fez pedidos.")).toBeInTheDocument();
    expect(screen.getByText("Você ainda não tem restaurantes favoritos.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Ver todos os pedidos" })).not.toBeInTheDocument();
  });

  it("'Pedir Novamente' puts the delivered order's items back in the cart and opens it", async () => {
    // A Wednesday noon in São Paulo: the sample stores are open (only Date is faked, so events still run).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-18T12:00:00-03:00"));
    const all = getCustomerOrdersSource(DEMO_CUSTOMER_ID);
    const delivered = all.sample.find((entry) => entry.status === "delivered")!;
    const source = sampleOrders.find((entry) => entry.id === delivered.id)!;
    renderInCart(
      <CustomerDashboard
        orders={{ ...all, sample: [delivered] }}
        reorders={await getReorderLines([delivered])}
        favorites={[]}
      />,
    );

    await userEvent.click(screen.getByRole("button", { name: `Pedir novamente em ${delivered.company}` }));

    const units = source.items.reduce((sum, item) => sum + item.quantity, 0);
    expect(screen.getByLabelText("itens no carrinho")).toHaveTextContent(String(units));
    expect(push).toHaveBeenCalledWith("/cart");
  });
});
