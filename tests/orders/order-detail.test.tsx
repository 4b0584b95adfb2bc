import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { OrderDetail } from "@/components/orders/order-detail";
import type { AccountType } from "@/lib/auth/types";
import type { Order } from "@/lib/orders/types";
import { renderWithIntl } from "@/tests/support/render";
import { sampleCompany } from "@/tests/support/sample-catalogue";
import { ANA_ID, BAKERY_ID, makeOrder, orderEvent } from "@/tests/support/sample-orders";

// The status change itself is a server action: here it is never called, only offered.
vi.mock("@/lib/orders/status-action", () => ({ changeOrderStatus: vi.fn() }));
// The live connection is tested on its own (tests/realtime, tests/live): here, which topic the page follows.
vi.mock("@/components/live/live-refresh", () => ({
  LiveRefresh: ({ topics }: { topics: string[] }) => (
    <span data-testid="live-topics">{topics.join(" ")}</span>
  ),
}));

const company = sampleCompany(BAKERY_ID)!;
const STORE_OWNER = "b6b1f1d3-2c55-4c5a-9d8e-3e6f1a2b4c5d";

const viewers = {
  cliente: { id: ANA_ID, type: "cliente" },
  empresa: { id: STORE_OWNER, type: "empresa" },
  entregador: { id: "d97ab37f-280b-41d9-a862-6415b9f63fbf", type: "entregador", name: "Carlos Entregas" },
  admin: { id: "f7d23c81-456a-4a48-80b5-931eb3a473d5", type: "admin" },
} as const satisfies Partial<Record<AccountType, { id: string; type: AccountType; name?: string }>>;

function renderDetail(
  viewer: keyof typeof viewers,
  basePath: string,
  overrides: Partial<Order> = {},
  courierName?: string | null,
) {
  return renderWithIntl(
    <OrderDetail
      order={makeOrder(overrides)}
      company={"restaurantId" in overrides && overrides.restaurantId === null ? undefined : company}
      viewer={viewers[viewer]}
      basePath={basePath}
      courierName={courierName}
    />,
  );
}

const heading = (name: string) => screen.queryByRole("heading", { name });
const tel = (phone: string) => `tel:+55${phone.replace(/\D/g, "")}`;

describe("the order detail, for each viewer", () => {
  it.each(["confirmed", "preparing", "ready", "on_way"] as const)(
    "follows an order %s live on its own topic",
    (status) => {
      const order = makeOrder({ status });
      renderDetail("cliente", "/customer/order", { status });
      expect(screen.getByTestId("live-topics")).toHaveTextContent(`pedido:${order.id}`);
    },
  );

  it.each(["delivered", "cancelled"] as const)(
    "does not follow an order %s: it will not change",
    (status) => {
      renderDetail("cliente", "/customer/order", { status });
      expect(screen.queryByTestId("live-topics")).not.toBeInTheDocument();
    },
  );

  it("shows its customer the tracker, no party cards, contact with the store and 'Cancelar pedido' while new", () => {
    renderDetail("cliente", "/customer/order", { status: "confirmed" });
    expect(screen.getByRole("progressbar", { name: "Progresso do pedido" })).toHaveAttribute(
      "aria-valuenow",
      "20",
    );
    expect(heading("Cliente")).toBeNull();
    expect(heading("Estabelecimento")).toBeNull();
    expect(screen.queryByRole("link", { name: /Ver Rota de Entrega/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Entrar em Contato" })).toHaveAttribute(
      "href",
      tel(company.phone),
    );
    expect(screen.getByRole("button", { name: "Cancelar pedido" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Aceitar/ })).not.toBeInTheDocument();
  });

  it("gives the store the route, a call to the customer's phone and its own status actions, without the party cards", () => {
    renderDetail("empresa", "/company/order", { status: "confirmed" });
    expect(screen.queryByRole("region", { name: "Cliente" })).not.toBeInTheDocument();
    expect(heading("Estabelecimento")).toBeNull();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    const route = screen.getByRole("link", { name: /Ver Rota de Entrega/ });
    expect(route).toHaveAttribute("target", "_blank");
    const url = new URL(route.getAttribute("href")!);
    expect(url.searchParams.get("origin")).toContain(company.address.street);
    expect(url.searchParams.get("destination")).toBe(
      "Rua Paraíba, 575, Funcionários, Belo Horizonte - MG, 30130-140",
    );
    expect(screen.getByRole("link", { name: "Entrar em Contato" })).toHaveAttribute(
      "href",
      tel("(31) 98765-4321"),
    );
    expect(screen.getByRole("button", { name: "Aceitar o pedido de Ana Paula Souza" })).toBeInTheDocument();
  });

  it("offers no route for a pickup order: there is nowhere to go", () => {
    renderDetail("empresa", "/company/order", { deliveryType: "pickup" });
    expect(screen.queryByRole("link", { name: /Ver Rota de Entrega/ })).not.toBeInTheDocument();
  });

  it("tells the store's courier, by name, that they carry an order on the way", () => {
    const courier = viewers.entregador;
    renderDetail("entregador", "/company/order", { status: "on_way", courierId: courier.id });
    expect(screen.getByRole("heading", { name: "Pedido em rota" })).toBeInTheDocument();
    expect(screen.getByText(/Carlos Entregas saiu com o pedido/)).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Confirmar entrega: pedido de Ana Paula Souza" }),
    ).toBeInTheDocument();
  });

  it("tells the store's owner who carries an order on the way and since when (issue 22 point 5)", () => {
    const leftAt = "2026-11-21T21:17:00-03:00";
    renderDetail(
      "empresa",
      "/company/order",
      {
        status: "on_way",
        courierId: viewers.entregador.id,
        events: [orderEvent("ready", "on_way", leftAt, "courier")],
      },
      "Carlos Eduardo Lima",
    );
    const note = screen.getByRole("region", { name: "Pedido em rota" });
    expect(note).toHaveTextContent("Carlos Eduardo Lima saiu com o pedido em 21/11/2026 às 21:17.");
  });

  it("says 'Entregador da loja' when the owner may not learn the name (the store sent it out itself)", () => {
    renderDetail("empresa", "/company/order", { status: "on_way", courierId: null }, null);
    expect(screen.getByRole("region", { name: "Pedido em rota" })).toHaveTextContent(
      /^Pedido em rotaEntregador da loja/,
    );
  });

  it.each([
    { path: "/admin/order", customerCard: true },
    { path: "/customer/order", customerCard: false },
  ])("an admin on $path sees the store card; the customer card: $customerCard", ({ path, customerCard }) => {
    renderDetail("admin", path);
    expect(screen.getByRole("region", { name: "Estabelecimento" })).toHaveTextContent(company.name);
    expect(heading("Cliente") !== null).toBe(customerCard);
    expect(screen.getByRole("button", { name: "Cancelar o pedido de Ana Paula Souza" })).toBeInTheDocument();
  });

  it("names a store that is gone by the name copied onto the order, and offers no call to it", () => {
    renderDetail("admin", "/admin/order", { restaurantId: null, companyName: "Padaria Antiga" });
    const card = screen.getByRole("region", { name: "Estabelecimento" });
    expect(card).toHaveTextContent("Padaria Antiga");
    expect(card).toHaveTextContent("Esta loja não está mais na Vitrine.");
    expect(screen.queryByRole("link", { name: "Entrar em Contato" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Imprimir Pedido" })).toBeInTheDocument();
  });
});

describe("what the order says", () => {
  it("lists the items at the unit prices they sold for, the subtotal, fee, the coupon's discount and total", () => {
    renderDetail("cliente", "/order", { discount: 3, couponCode: "PAOQUENTE10", total: 34.49 });
    const items = screen.getByRole("region", { name: "Itens do pedido" });
    expect(within(items).getByText("R$ 12,00 cada")).toBeInTheDocument();
    expect(within(items).getByText("R$ 24,00")).toBeInTheDocument();
    const line = (term: string) => within(items).getByText(term).closest("div");
    expect(line("Subtotal")).toHaveTextContent("R$ 32,50");
    expect(line("Taxa de entrega")).toHaveTextContent("R$ 4,99");
    expect(line("Cupom PAOQUENTE10")).toHaveTextContent("−R$ 3,00");
    expect(line("Total")).toHaveTextContent("R$ 34,49");
  });

  it("shows no discount line without a discount, and a free pickup as 'Grátis'", () => {
    renderDetail("cliente", "/order", { deliveryType: "pickup" });
    const items = screen.getByRole("region", { name: "Itens do pedido" });
    expect(within(items).queryByText(/Cupom|Desconto/)).not.toBeInTheDocument();
    expect(within(items).getByText("Retirada no local").closest("div")).toHaveTextContent("Grátis");
  });

  it.each([
    ["credit", "delivery", "Cartão de crédito na entrega"],
    ["debit", "delivery", "Cartão de débito na entrega"],
    ["credit", "pickup", "Cartão de crédito na retirada"],
    ["pix", "delivery", "Pix"],
  ] as const)("says how a %s %s order is paid: %s", (paymentMethod, deliveryType, text) => {
    renderDetail("cliente", "/order", { paymentMethod, deliveryType, status: "preparing" });
    expect(screen.getByRole("region", { name: "Pagamento" })).toHaveTextContent(text);
  });

  it("keeps the delivery address copied onto the order, or sends a pickup to the store's address", () => {
    const { unmount } = renderDetail("cliente", "/order");
    expect(screen.getByRole("region", { name: "Informações de entrega" })).toHaveTextContent(
      "CasaRua Paraíba, 575, apto 802, Funcionários, Belo Horizonte - MG, 30130-140",
    );
    unmount();
    renderDetail("cliente", "/order", { deliveryType: "pickup" });
    expect(screen.getByRole("region", { name: "Informações de entrega" })).toHaveTextContent(
      company.address.street,
    );
  });

  it("shows the notes, and says when there are none", () => {
    const { unmount } = renderDetail("cliente", "/order");
    expect(screen.getByText("Tocar o interfone do apartamento 802.")).toBeInTheDocument();
    unmount();
    renderDetail("cliente", "/order", { notes: "" });
    expect(screen.getByText("Sem observações.")).toBeInTheDocument();
  });

  it("shows the store who cancelled and why, in place of its actions", () => {
    renderDetail("empresa", "/company/order", {
      status: "cancelled",
      cancelReason: "Cliente pediu por telefone",
      events: [
        orderEvent(null, "confirmed", "2026-11-21T23:00:00Z", "customer"),
        orderEvent(
          "confirmed",
          "cancelled",
          "2026-11-21T23:03:00Z",
          "customer",
          "Cliente pediu por telefone",
        ),
      ],
    });
    const note = screen.getByRole("region", { name: "Pedido cancelado" });
    expect(note).toHaveTextContent("Cancelado pelo cliente");
    expect(note).toHaveTextContent("Motivo: Cliente pediu por telefone");
    expect(screen.queryByRole("group", { name: "Ações do pedido" })).not.toBeInTheDocument();
  });

  it("heads the page with the order code and its status as the lists name it", () => {
    renderDetail("cliente", "/order", { status: "on_way" });
    expect(screen.getByRole("heading", { level: 1, name: "Pedido #41729B67" })).toBeInTheDocument();
    expect(screen.getByText("A caminho")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/orders");
  });

  it("prints with window.print", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderDetail("cliente", "/order");
    screen.getByRole("button", { name: "Imprimir Pedido" }).click();
    expect(print).toHaveBeenCalledOnce();
  });
});
