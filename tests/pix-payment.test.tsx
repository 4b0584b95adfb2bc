import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { OrderPayment } from "@/components/orders/order-payment";
import { PixPayment } from "@/components/orders/pix-payment";
import { orders } from "@/fixtures/orders";
import type { PixCharge } from "@/lib/pix/types";
import { renderWithIntl } from "@/tests/support/render";

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

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

  it("announces the code being generated, and an error with a retry", () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithIntl(<PixPayment state={{ status: "loading" }} amount={10} />);
    expect(screen.getByRole("status")).toHaveTextContent("Gerando o código Pix...");
    rerender(<PixPayment state={{ status: "error" }} amount={10} onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Não foi possível gerar o código Pix.");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe("OrderPayment: how each order is paid", () => {
  const card = orders.find((o) => o.paymentMethod === "credit" && o.status !== "cancelled")!;
  const paidPix = orders.find((o) => o.paymentMethod === "pix" && o.status === "delivered")!;

  it.each([
    {
      case: "credit, delivered",
      order: { ...card, deliveryType: "delivery" as const },
      title: "Pagamento com cartão",
      text: "Cartão de crédito cadastrado, cobrado pelo app quando o pedido foi confirmado.",
    },
    {
      case: "debit, picked up",
      order: { ...card, paymentMethod: "debit" as const, deliveryType: "pickup" as const },
      title: "Pagamento com cartão",
      text: "Na retirada, é só apresentar o número do pedido.",
    },
    { case: "pix, delivered", order: paidPix, title: "Pagamento via Pix", text: "Pagamento confirmado" },
  ])("$case: '$title'", ({ order, title, text }) => {
    renderWithIntl(<OrderPayment order={order} pix={undefined} />);
    expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText("Aguardando pagamento")).not.toBeInTheDocument();
  });

  it("a Pix order awaiting payment shows the charge", () => {
    const pending = { ...paidPix, status: "confirmed" as const, orderTime: PLACED.toISOString() };
    renderWithIntl(<OrderPayment order={pending} pix={{ status: "ready", charge: CHARGE }} />);
    expect(screen.getByText("Aguardando pagamento")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Pix copia e cola" })).toHaveValue(CHARGE.code);
  });
});
