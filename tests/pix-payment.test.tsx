import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { OrderPayment } from "@/components/orders/order-payment";
import { PixPayment } from "@/components/orders/pix-payment";
import type { PixCharge } from "@/lib/pix/types";
import { renderWithIntl } from "@/tests/support/render";
import { makeOrder } from "@/tests/support/sample-orders";

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const PLACED = new Date("2026-11-25T12:00:00-03:00");
const CHARGE: PixCharge = {
  code: "00020126410014br.gov.bcb.pix0119pix@vitrine.example520400005303986540592.785802BR5912VITRINE DEMO6014BELO HORIZONTE622905259AFFC2FF211A43C4B6602D5BD63046841",
  qrSrc: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
  issuedAt: PLACED.toISOString(),
  expiresAt: new Date(PLACED.getTime() + 30 * 60_000).toISOString(),
};

function renderCharge() {
  return renderWithIntl(<PixPayment state={{ status: "ready", charge: CHARGE }} amount={92.78} />);
}

beforeEach(() => vi.useFakeTimers({ now: PLACED }));
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe("PixPayment (product.md D13)", () => {
  it("shows 'Aguardando pagamento', the copia e cola, the QR Code and the time left counting down", async () => {
    renderCharge();
    expect(screen.getByText("Aguardando pagamento")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("expira em 30:00");
    expect(screen.getByText(/Pague até 12:30/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Pix copia e cola" })).toHaveValue(CHARGE.code);
    expect(screen.getByRole("img", { name: "QR Code Pix de R$ 92,78" })).toHaveAttribute("src", CHARGE.qrSrc);
    expect(screen.getByRole("button", { name: "Copiar código Pix" })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole("timer")).toHaveTextContent("expira em 29:59");
    // jump the clock (a tick per second for 28 minutes would re-render 1,680 times)
    vi.setSystemTime(PLACED.getTime() + 28 * 60_000);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole("timer")).toHaveTextContent("expira em 01:59");
  });

  it("says 'Código expirado' once the 30 minutes are over, and offers no code to pay", async () => {
    renderCharge();
    vi.setSystemTime(Date.parse(CHARGE.expiresAt) - 1_500);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole("timer")).toHaveTextContent("expira em 00:01");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText("Código expirado")).toBeInTheDocument();
    expect(screen.queryByText("Aguardando pagamento")).not.toBeInTheDocument();
    expect(screen.getByText(/O prazo de 30 minutos para pagar este Pix terminou/)).toBeInTheDocument();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copiar código Pix" })).not.toBeInTheDocument();
  });

  it("copies the code and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderCharge();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copiar código Pix" })));
    expect(writeText).toHaveBeenCalledWith(CHARGE.code);
    expect(toastMock.success).toHaveBeenCalledWith("Código Pix copiado! Cole no app do seu banco.");
    expect(screen.getByRole("button", { name: "Código copiado" })).toBeInTheDocument();
  });

  it("says the code could not be generated, and 'Tentar novamente' builds the page again on the server", () => {
    renderWithIntl(<PixPayment state={{ status: "error" }} amount={10} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Não foi possível gerar o código Pix.");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(router.refresh).toHaveBeenCalledOnce();
  });
});

describe("OrderPayment: how each order is paid (no card is ever stored: cards are paid on the machine)", () => {
  it.each([
    {
      case: "credit, delivered",
      order: makeOrder({ paymentMethod: "credit", deliveryType: "delivery", status: "on_way" }),
      method: "Cartão de crédito na entrega",
      text: "Pague na maquininha do entregador quando o pedido chegar.",
    },
    {
      case: "debit, picked up",
      order: makeOrder({ paymentMethod: "debit", deliveryType: "pickup", status: "ready" }),
      method: "Cartão de débito na retirada",
      text: "Pague na maquininha da loja ao retirar o pedido.",
    },
    {
      case: "credit, delivered and paid on the machine",
      order: makeOrder({ paymentMethod: "credit", status: "delivered" }),
      method: "Cartão de crédito na entrega",
      text: "Pago na entrega.",
    },
    {
      case: "pix, accepted by the store",
      order: makeOrder({ paymentMethod: "pix", status: "delivered" }),
      method: "Pix",
      text: "Pagamento confirmado",
    },
    {
      case: "credit, cancelled",
      order: makeOrder({ paymentMethod: "credit", status: "cancelled" }),
      method: "Cartão de crédito na entrega",
      text: "Nenhum pagamento pendente: o pedido foi cancelado.",
    },
  ])("$case: '$method'", ({ order, method, text }) => {
    renderWithIntl(<OrderPayment order={order} pix={undefined} />);
    const section = screen.getByRole("region", { name: "Pagamento" });
    expect(section).toHaveTextContent(method);
    expect(section).toHaveTextContent(text);
    expect(screen.queryByText("Aguardando pagamento")).not.toBeInTheDocument();
  });

  it("a Pix order awaiting payment shows the charge", () => {
    const pending = makeOrder({ paymentMethod: "pix", status: "confirmed", orderTime: PLACED.toISOString() });
    renderWithIntl(<OrderPayment order={pending} pix={{ status: "ready", charge: CHARGE }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Pagamento via Pix" })).toBeInTheDocument();
    expect(screen.getByText("Aguardando pagamento")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Pix copia e cola" })).toHaveValue(CHARGE.code);
  });
});
