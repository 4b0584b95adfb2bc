import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { CartProvider } from "@/components/cart/cart-provider";
import { CartView } from "@/components/cart/cart-view";
import { products } from "@/fixtures/products";
import { CART_STORAGE_KEY } from "@/lib/cart/cart-storage";
import { getCompany } from "@/lib/data/catalog";
import { formatMoney } from "@/lib/format";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const [first, second] = products.filter((p) => p.available);
const renderCart = (...lines: Array<{ product: typeof first; quantity: number }>) => {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      lines: lines.map(({ product, quantity }) => ({
        productId: product!.id,
        companyId: product!.companyId,
        quantity,
      })),
    }),
  );
  return renderWithIntl(
    <CartProvider>
      <CartView />
    </CartProvider>,
  );
};
const summary = () => within(screen.getByRole("region", { name: "Resumo do pedido" }));

beforeEach(() => window.localStorage.clear());

describe("CartView", () => {
  it("shows a loading skeleton, then the lines with company, unit price and the R$ 5 fee", async () => {
    renderCart({ product: first, quantity: 2 });
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByRole("link", { name: first!.name })).toHaveAttribute(
      "href",
      `/product/${first!.id}`,
    );
    expect(screen.getByText(getCompany(first!.companyId)!.name)).toBeInTheDocument();
    expect(screen.getByText(`${formatMoney(first!.price)} cada`)).toBeInTheDocument();
    expect(summary().getByText(formatMoney(5))).toBeInTheDocument();
    expect(summary().getByText(formatMoney(first!.price * 2 + 5))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Finalizar Pedido" })).toHaveAttribute("href", "/checkout");
  });

  it("steps quantities and removes a line at 0 (spec 4)", async () => {
    const user = userEvent.setup();
    renderCart({ product: first, quantity: 1 }, { product: second, quantity: 1 });
    const increase = await screen.findByRole("button", { name: `Aumentar quantidade de ${first!.name}` });
    await user.click(increase);
    const group = screen.getByRole("group", { name: `Quantidade de ${first!.name}` });
    expect(within(group).getByText("2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Diminuir quantidade de ${second!.name}` }));
    expect(screen.queryByRole("link", { name: second!.name })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Remover ${first!.name} do carrinho` }));
    expect(screen.getByRole("heading", { name: "Seu carrinho está vazio" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar para a página inicial" })).toHaveAttribute("href", "/");
  });

  it("shows the empty state when nothing is stored", async () => {
    renderCart();
    expect(await screen.findByRole("heading", { name: "Seu carrinho está vazio" })).toBeInTheDocument();
  });
});
