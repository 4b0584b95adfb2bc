import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CustomerDashboard } from "@/components/areas/customer/customer-dashboard";
import { DASHBOARD_ORDERS_LIMIT } from "@/components/areas/customer/customer-orders-section";
import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { resolveReorder } from "@/lib/areas/reorder";
import type { Favorite } from "@/lib/favorites/types";
import type { CustomerOrder } from "@/lib/orders/types";
import { renderWithIntl } from "@/tests/support/render";
import { sampleCompany, sampleProduct } from "@/tests/support/sample-catalogue";
import { BAKERY_ID, makeOrder } from "@/tests/support/sample-orders";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const toastMock = vi.hoisted(() => ({
  success: vi.fn(() => 1),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

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
  vi.clearAllMocks();
  window.localStorage.clear();
});

const card = (
  id: string,
  restaurantName: string,
  status: CustomerOrder["status"],
  date: string,
): CustomerOrder => ({
  id,
  restaurantName,
  items: ["1x Pizza Margherita"],
  total: 52.9,
  status,
  date,
  deliveryTime: "30-40 min",
});

const three = [
  card("11111111-1111-4111-8111-111111111111", "Bella Napoli", "delivered", "2026-05-12"),
  card("22222222-2222-4222-8222-222222222222", "Sushi Kenzo", "on_way", "2026-05-11"),
  card("33333333-3333-4333-8333-333333333333", "Pão Quente", "cancelled", "2026-05-10"),
];

const favorites: Favorite[] = [
  {
    kind: "store",
    id: "44444444-4444-4444-8444-444444444444",
    name: "Sabor de Minas",
    rating: 4.7,
    deliveryTime: "25-35 min",
    image: "/images/companies/sabor-de-minas.webp",
  },
  {
    kind: "product",
    id: "66666666-6666-4666-8666-666666666666",
    name: "Pão de queijo mineiro (6 unidades)",
    storeName: "Padaria Pão Quente",
    price: 12,
    image: "/images/products/sem-foto.webp",
  },
];

const ordersRegion = () => screen.getByRole("region", { name: "Meus Pedidos" });

describe("Customer dashboard (product.md §2)", { timeout: 20_000 }, () => {
  it("lists orders with the history's status, 'Ver Detalhes', and 'Pedir Novamente' only when delivered", () => {
    renderInCart(<CustomerDashboard orders={three} totalOrders={3} reorders={{}} favorites={favorites} />);
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
    renderInCart(<CustomerDashboard orders={three} totalOrders={3} reorders={{}} favorites={[]} />);
    expect(within(ordersRegion()).getByText("3 pedidos no total")).toBeInTheDocument();
    expect(within(ordersRegion()).getByRole("link", { name: "Ver todos os pedidos" })).toHaveAttribute(
      "href",
      "/customer/orders",
    );
  });

  it("shows the latest orders and says the true total when there are more", () => {
    const latest = Array.from({ length: DASHBOARD_ORDERS_LIMIT }, (_, index) =>
      card(`5555555${index}-5555-4555-8555-555555555555`, `Loja ${index}`, "delivered", "2026-05-12"),
    );
    renderInCart(<CustomerDashboard orders={latest} totalOrders={9} reorders={{}} favorites={[]} />);
    expect(within(ordersRegion()).getAllByRole("listitem")).toHaveLength(DASHBOARD_ORDERS_LIMIT);
    expect(
      within(ordersRegion()).getByText(`Mostrando os ${DASHBOARD_ORDERS_LIMIT} mais recentes de 9 pedidos`),
    ).toBeInTheDocument();
  });

  it("links a favourite store to its page, a favourite product to its page with store and price, and 'Meu Perfil' to /customer/profile", () => {
    renderInCart(<CustomerDashboard orders={three} totalOrders={3} reorders={{}} favorites={favorites} />);
    expect(screen.getByRole("link", { name: /Sabor de Minas/ })).toHaveAttribute(
      "href",
      "/company/44444444-4444-4444-8444-444444444444",
    );
    const product = screen.getByRole("link", { name: /Pão de queijo mineiro/ });
    expect(product).toHaveAttribute("href", "/product/66666666-6666-4666-8666-666666666666");
    expect(product).toHaveTextContent(/Padaria Pão Quente · R\$\s12,00/);
    expect(screen.getByRole("link", { name: "Meu Perfil" })).toHaveAttribute("href", "/customer/profile");
  });

  it("switches between the Pedidos and Favoritos tabs", async () => {
    const user = userEvent.setup();
    renderInCart(<CustomerDashboard orders={three} totalOrders={3} reorders={{}} favorites={favorites} />);
    expect(screen.getByRole("tabpanel", { name: "Pedidos" })).toHaveAttribute("data-state", "active");
    await user.click(screen.getByRole("tab", { name: "Favoritos" }));
    expect(screen.getByRole("tabpanel", { name: "Favoritos" })).toHaveAttribute("data-state", "active");
    expect(ordersRegion().closest("[role=tabpanel]")).toHaveAttribute("data-state", "inactive");
  });

  it("a brand-new account sees 'Nenhum pedido encontrado' and 'Fazer Primeiro Pedido', never anyone's orders", () => {
    renderInCart(<CustomerDashboard orders={[]} totalOrders={0} reorders={{}} favorites={[]} />);
    expect(
      within(ordersRegion()).getByRole("heading", { name: "Nenhum pedido encontrado" }),
    ).toBeInTheDocument();
    expect(within(ordersRegion()).getByRole("link", { name: "Fazer Primeiro Pedido" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(within(ordersRegion()).queryByRole("listitem")).not.toBeInTheDocument();
    expect(screen.getByText(/Você ainda não tem favoritos\./)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Ver todos os pedidos" })).not.toBeInTheDocument();
  });
});

describe("'Pedir Novamente'", { timeout: 20_000 }, () => {
  const delivered = makeOrder({ status: "delivered" });
  const bakery = sampleCompany(BAKERY_ID)!;
  const dashboardWith = (reorder: ReturnType<typeof resolveReorder>) => (
    <CustomerDashboard
      orders={[card(delivered.id, "Padaria Pão Quente", "delivered", "2026-11-21")]}
      totalOrders={1}
      reorders={{ [delivered.id]: reorder }}
      favorites={[]}
    />
  );
  const press = () =>
    userEvent.click(screen.getByRole("button", { name: "Pedir novamente em Padaria Pão Quente" }));
  // only Date is faked, so events still run
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(iso));
  };

  it("puts the delivered order's items back in the cart at today's prices and opens it", async () => {
    at("2026-11-18T12:00:00-03:00"); // a Wednesday noon in São Paulo: the bakery is open
    renderInCart(dashboardWith(resolveReorder(delivered, { company: bakery, product: sampleProduct })));
    await press();
    expect(screen.getByLabelText("itens no carrinho")).toHaveTextContent("3");
    expect(push).toHaveBeenCalledWith("/cart");
    expect(toastMock.info).not.toHaveBeenCalled();
  });

  it("names the items left out because they are no longer sold", async () => {
    at("2026-11-18T12:00:00-03:00");
    const reorder = resolveReorder(delivered, {
      company: bakery,
      product: (id) => (id === delivered.items[0]!.productId ? undefined : sampleProduct(id)),
    });
    renderInCart(dashboardWith(reorder));
    await press();
    expect(screen.getByLabelText("itens no carrinho")).toHaveTextContent("2");
    expect(toastMock.info).toHaveBeenCalledWith("1 item ficou de fora: não está mais disponível.", {
      description: "Pão francês (10 unidades)",
    });
    expect(push).toHaveBeenCalledWith("/cart");
  });

  it("says the store is closed right now, and adds nothing", async () => {
    at("2026-11-18T03:00:00-03:00");
    renderInCart(dashboardWith(resolveReorder(delivered, { company: bakery, product: sampleProduct })));
    await press();
    expect(toastMock.error).toHaveBeenCalledWith(
      "A loja Padaria Pão Quente está fechada agora. Tente de novo quando ela abrir.",
    );
    expect(screen.getByLabelText("itens no carrinho")).toHaveTextContent("0");
    expect(push).not.toHaveBeenCalled();
  });

  it("says the store no longer takes orders when it left the storefront", async () => {
    renderInCart(dashboardWith(resolveReorder(delivered, { company: undefined, product: sampleProduct })));
    await press();
    expect(toastMock.error).toHaveBeenCalledWith(
      "Padaria Pão Quente não está mais recebendo pedidos na Vitrine.",
    );
    expect(push).not.toHaveBeenCalled();
  });
});
