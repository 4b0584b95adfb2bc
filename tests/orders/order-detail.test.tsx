import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { OrderDetail } from "@/components/orders/order-detail";
import { orders } from "@/fixtures/orders";
import type { AccountType } from "@/lib/auth/types";
import { getCustomer } from "@/lib/data/orders";
import { renderWithIntl } from "@/tests/support/render";
import { sampleCompany } from "@/tests/support/sample-catalogue";

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

const preparing = orders.find((order) => order.status === "preparing")!;
const cancelled = orders.find((order) => order.status === "cancelled")!;
const customer = getCustomer(preparing.customerId)!;
const company = sampleCompany(preparing.restaurantId)!;

function renderDetail(viewerType: AccountType | null, basePath = "/order", order = preparing) {
  return renderWithIntl(
    <OrderDetail
      order={order}
      customer={getCustomer(order.customerId)}
      company={sampleCompany(order.restaurantId)}
      viewerType={viewerType}
      basePath={basePath}
    />,
  );
}

afterEach(() => vi.useRealTimers());

describe("OrderDetail", () => {
  it("shows the cliente the tracker and no party cards or empresa tools", () => {
    renderDetail("cliente");
    expect(screen.getByRole("progressbar", { name: "Progresso do pedido" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(screen.queryByRole("heading", { name: "Cliente" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Estabelecimento" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Ver Rota de Entrega/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Marcar como Pronto" })).not.toBeInTheDocument();
    // the cliente contacts the company
    expect(screen.getByRole("link", { name: "Entrar em Contato" })).toHaveAttribute(
      "href",
      `tel:+55${company.phone.replace(/\D/g, "")}`,
    );
  });

  it("gives the empresa the route link (new window, company to customer) and contact with the customer", () => {
    renderDetail("empresa", "/company/order");
    const route = screen.getByRole("link", { name: /Ver Rota de Entrega/ });
    expect(route).toHaveAttribute("target", "_blank");
    expect(route).toHaveAttribute("rel", "noopener noreferrer");
    const url = new URL(route.getAttribute("href")!);
    expect(url.searchParams.get("origin")).toContain(company.address.street);
    expect(url.searchParams.get("destination")).toContain(customer.address.street);
    expect(screen.getByRole("link", { name: "Entrar em Contato" })).toHaveAttribute(
      "href",
      `tel:+55${customer.phone.replace(/\D/g, "")}`,
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("marks the order ready after 800 ms with the spec's notification", async () => {
    vi.useFakeTimers();
    renderDetail("empresa", "/company/order");
    const button = screen.getByRole("button", { name: "Marcar como Pronto" });
    act(() => button.click());
    expect(screen.getByRole("button", { name: "Marcando..." })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(toastMock.success).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toastMock.success).toHaveBeenCalledWith("Pedido marcado como pronto", {
      description: "O entregador foi notificado.",
    });
  });

  it.each([
    { role: "admin", path: "/admin/order", customerCard: true },
    { role: "admin", path: "/customer/order", customerCard: false },
    { role: "anunciante", path: "/advertiser/order", customerCard: true },
  ] as const)(
    "$role on $path sees the company card; customer card $customerCard",
    ({ role, path, customerCard }) => {
      renderDetail(role, path);
      expect(screen.getByRole("heading", { name: "Estabelecimento" })).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: "Cliente" }) !== null).toBe(customerCard);
    },
  );

  it("shows a cancelled order as cancelled instead of the tracker", () => {
    renderDetail("cliente", "/order", cancelled);
    expect(screen.getByRole("heading", { name: "Pedido cancelado" })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("prints with window.print", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderDetail("cliente");
    screen.getByRole("button", { name: "Imprimir Pedido" }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it("says the order data was not found when the company is missing", () => {
    renderWithIntl(
      <OrderDetail
        order={preparing}
        customer={customer}
        company={undefined}
        viewerType="cliente"
        basePath="/order"
      />,
    );
    expect(screen.getByText("Dados do pedido não encontrados.")).toBeInTheDocument();
  });
});
