import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { CompanyOrderCard } from "@/components/areas/company/company-order-card";
import type { BoardOrder } from "@/lib/company/order-board";
import type { OrderRole } from "@/lib/orders/transitions";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/lib/orders/status-action", () => ({ changeOrderStatus: vi.fn() }));

const order: BoardOrder = {
  id: "41729b67-a172-4a48-9a28-fea04ac9db97",
  customer: "Ana S.",
  items: ["2x Pão de queijo mineiro (6 unidades)", "1x Café com leite (300 ml)"],
  total: 28.99,
  status: "confirmed",
  placedAt: "2026-11-21T23:40:00.000Z",
  deliveryType: "delivery",
  paymentMethod: "pix",
  cancelReason: null,
};

function card(overrides: Partial<BoardOrder> = {}, role: OrderRole | null = "store") {
  renderWithIntl(
    <ul>
      <CompanyOrderCard order={{ ...order, ...overrides }} role={role} />
    </ul>,
  );
  return screen.getByRole("listitem");
}

describe("a store's order card", () => {
  it("shows who, the order number, the São Paulo day and time, the items, the total, payment and delivery", () => {
    const item = card();
    expect(within(item).getByRole("heading", { name: "Ana S." })).toBeInTheDocument();
    expect(item).toHaveTextContent("Pedido #41729B67 · Recebido em 21/11/2026 às 20:40");
    expect(item).toHaveTextContent("2x Pão de queijo mineiro (6 unidades), 1x Café com leite (300 ml)");
    expect(item).toHaveTextContent("Total: R$ 28,99");
    expect(item).toHaveTextContent("Pix");
    expect(item).toHaveTextContent("Entrega");
    expect(within(item).getByText("Novo")).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: "Ver detalhes do pedido de Ana S." })).toHaveAttribute(
      "href",
      "/company/order/41729b67-a172-4a48-9a28-fea04ac9db97",
    );
  });

  it("a new Pix order tells the store to check the payment, once accepted it does not", () => {
    expect(card()).toHaveTextContent("Pix: confira o pagamento");
  });

  it.each<[Partial<BoardOrder>, OrderRole | null]>([
    [{ status: "preparing" }, "store"],
    [{ paymentMethod: "credit" }, "store"],
    [{}, "courier"],
    [{}, null],
  ])("no Pix note for %j seen by %s", (overrides, role) => {
    expect(card(overrides, role)).not.toHaveTextContent("Pix: confira o pagamento");
  });

  it("a card payment is paid on the courier's machine; a pickup order says so", () => {
    const item = card({ paymentMethod: "debit", deliveryType: "pickup", status: "ready" });
    expect(item).toHaveTextContent("Cartão de débito na maquininha");
    expect(item).toHaveTextContent("Retirada na loja");
    expect(
      within(item).getByRole("button", { name: "Entregue ao cliente: pedido de Ana S." }),
    ).toBeInTheDocument();
  });

  it("a cancelled order shows its reason, or says none was given, and offers no action", () => {
    const item = card({ status: "cancelled", cancelReason: "Sem bolo" });
    expect(item).toHaveTextContent("Motivo: Sem bolo");
    expect(within(item).queryByRole("button")).not.toBeInTheDocument();
  });

  it("a cancelled order without a reason says so", () => {
    expect(card({ status: "cancelled" })).toHaveTextContent("Motivo não informado");
  });

  it("someone who only reads the store's orders gets no action", () => {
    expect(within(card({}, null)).queryByRole("button")).not.toBeInTheDocument();
  });
});
