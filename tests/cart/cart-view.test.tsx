import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { CartProvider } from "@/components/cart/cart-provider";
import { CartView } from "@/components/cart/cart-view";
import { products } from "@/fixtures/products";
import { CART_STORAGE_KEY } from "@/lib/cart/cart-storage";
import { formatMoney } from "@/lib/format";
import { renderWithIntl } from "@/tests/support/render";
import { sampleCompany } from "@/tests/support/sample-catalogue";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const [first, second] = products.filter((p) => p.available);
const byName = (name: string) => products.find((p) => p.name === name)!;
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
const storeRows = () => within(screen.getByRole("list", { name: "Entrega por loja" }));

beforeEach(() => window.localStorage.clear());

describe("CartView", () => {
  it("shows a loading skeleton, then the lines with company, unit price and the store's own fee", async () => {
    renderCart({ product: first, quantity: 2 });
    const company = sampleCompany(first!.companyId)!;
    expect(first!.price * 2).toBeLessThan(50);
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByRole("link", { name: first!.name })).toHaveAttribute(
      "href",
      `/product/${first!.id}`,
    );
    expect(screen.getAllByText(company.name).length).toBeGreaterThan(0);
    expect(screen.getByText(`${formatMoney(first!.price)} cada`)).toBeInTheDocument();
    // the store's row and the fees' sum
    expect(summary().getAllByText(formatMoney(company.deliveryFee))).toHaveLength(2);
    expect(
      summary().getByText(formatMoney(Math.round((first!.price * 2 + company.deliveryFee) * 100) / 100)),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Finalizar Pedido" })).toHaveAttribute("href", "/checkout");
  });

  it("below R$ 50 a store shows its fee, its time and what is missing for free delivery", async () => {
    const bread = byName("Pão francês (10 unidades)"); // Padaria Pão Quente: R$ 4,99, 20-30 min
    renderCart({ product: bread, quantity: 5 });
    const rows = await screen.findByRole("list", { name: "Entrega por loja" });
    const store = within(rows);
    expect(store.getByText("Padaria Pão Quente")).toBeInTheDocument();
    expect(store.getByText("R$ 4,99")).toBeInTheDocument();
    expect(store.getByText("Entrega em 20-30 min")).toBeInTheDocument();
    expect(store.getByText("Faltam R$ 12,50 para frete grátis")).toBeInTheDocument();
    expect(
      store.getByRole("progressbar", { name: "Progresso para o frete grátis em Padaria Pão Quente" }),
    ).toHaveAttribute("aria-valuenow", "75");
    expect(summary().getByText("R$ 42,49")).toBeInTheDocument();
  });

  it("from R$ 50 at one store its delivery is free ('Grátis')", async () => {
    const bread = byName("Pão francês (10 unidades)");
    renderCart({ product: bread, quantity: 9 }); // R$ 67,50
    expect(await screen.findByText("Frete grátis garantido nesta loja")).toBeInTheDocument();
    expect(storeRows().getByText("Grátis")).toBeInTheDocument();
    expect(storeRows().queryByRole("progressbar")).not.toBeInTheDocument();
    expect(summary().getAllByText("R$ 67,50")).toHaveLength(2); // subtotal and total: no fee added
  });

  it("several stores: each with its own fee, summed; a store that never charges reads 'Grátis'", async () => {
    const bread = byName("Pão francês (10 unidades)"); // R$ 4,99
    const acai = byName("Açaí 300 ml tradicional"); // Açaí da Praça: fee 0, 25-35 min
    const burger = byName("X-Burger Clássico"); // Burger Mineiro: R$ 5,99, 30-45 min
    renderCart(
      { product: bread, quantity: 1 },
      { product: acai, quantity: 1 },
      { product: burger, quantity: 1 },
    );
    await screen.findByRole("list", { name: "Entrega por loja" });
    const items = storeRows().getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Padaria Pão Quente"),
      expect.stringContaining("Açaí da Praça"),
      expect.stringContaining("Burger Mineiro"),
    ]);
    expect(within(items[1]!).getByText("Grátis")).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/Faltam/)).not.toBeInTheDocument();
    expect(within(items[2]!).getByText("Entrega em 30-45 min")).toBeInTheDocument();
    expect(summary().getByText("Taxa de entrega (3 lojas)")).toBeInTheDocument();
    expect(summary().getByText("R$ 10,98")).toBeInTheDocument();
  });

  it("steps quantities and removes a line at 0 (product.md §4)", async () => {
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
