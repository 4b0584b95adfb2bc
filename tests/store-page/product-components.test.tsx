import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { FavoriteToggle } from "@/components/store/product-page/favorite-toggle";
import { FAVORITES_STORAGE_KEY } from "@/components/store/product-page/favorites-store";
import { ProductPurchase } from "@/components/store/product-page/product-purchase";
import type { Company, Product } from "@/lib/catalog/types";
import { renderWithIntl } from "@/tests/support/render";

import { makeCompany, makeProduct, MONDAY_NIGHT, MONDAY_NOON } from "../store/fixtures";

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

const company = makeCompany();
const product = makeProduct({ price: 7.5 });

function CartCount() {
  const { count } = useCart();
  return <output aria-label="itens no carrinho">{count}</output>;
}

function renderPurchase(
  { item = product, store = company, orderable = true } = {} as {
    item?: Product;
    store?: Company;
    orderable?: boolean;
  },
) {
  return renderWithIntl(
    <CartProvider>
      <ProductPurchase product={item} company={store} renderedAt={Date.now()} orderable={orderable} />
      <CartCount />
    </CartProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  toastMock.success.mockClear();
  vi.useFakeTimers({ now: MONDAY_NOON, toFake: ["Date"] });
});
afterEach(() => vi.useRealTimers());

describe("product page purchase (product.md §2, product.md §5, product.md §6)", () => {
  it("steps the quantity without going below 1 and adds that many units", async () => {
    const user = userEvent.setup();
    renderPurchase();
    const decrease = screen.getByRole("button", { name: "Diminuir quantidade" });
    const increase = screen.getByRole("button", { name: "Aumentar quantidade" });
    const value = screen.getByRole("status", { name: "Quantidade" });
    expect(value).toHaveTextContent("1");
    expect(decrease).toBeDisabled();

    await user.click(increase);
    await user.click(increase);
    expect(value).toHaveTextContent("3");
    expect(screen.getByText("Total: R$ 22,50")).toBeInTheDocument();
    await user.click(decrease);
    expect(value).toHaveTextContent("2");

    await waitFor(() => expect(screen.getByLabelText("itens no carrinho")).toHaveTextContent("0"));
    await user.click(screen.getByRole("button", { name: "Adicionar ao Carrinho" }));
    expect(screen.getByLabelText("itens no carrinho")).toHaveTextContent("2");
    expect(value).toHaveTextContent("1");
  });

  it("is disabled with 'Empresa Fechada' when the company is closed", () => {
    vi.setSystemTime(MONDAY_NIGHT);
    renderPurchase();
    expect(screen.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeDisabled();
    expect(screen.getByText("Empresa Fechada")).toBeInTheDocument();
  });

  it("is disabled for an unavailable product", () => {
    renderPurchase({ item: makeProduct({ available: false }) });
    expect(screen.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeDisabled();
    expect(screen.getByText("Este produto não está disponível no momento.")).toBeInTheDocument();
  });

  it("is disabled when the store takes no orders", () => {
    renderPurchase({ orderable: false });
    expect(screen.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeDisabled();
  });
});

describe("favourite toggle (product.md §2)", () => {
  it("toggles aria-pressed, persists under one key and confirms with a toast", async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderWithIntl(<FavoriteToggle productId={product.id} />);
    const button = screen.getByRole("button", { name: "Favoritar" });
    expect(button).toHaveAttribute("aria-pressed", "false");

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? "[]")).toEqual([product.id]);
    expect(toastMock.success).toHaveBeenLastCalledWith("Adicionado aos favoritos");

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(window.localStorage.getItem(FAVORITES_STORAGE_KEY)).toBe("[]");
    expect(toastMock.success).toHaveBeenLastCalledWith("Removido dos favoritos");
  });

  it("follows a change made in another tab", () => {
    vi.useRealTimers();
    renderWithIntl(<FavoriteToggle productId={product.id} />);
    act(() => {
      window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([product.id]));
      window.dispatchEvent(new StorageEvent("storage", { key: FAVORITES_STORAGE_KEY }));
    });
    expect(screen.getByRole("button", { name: "Favoritar" })).toHaveAttribute("aria-pressed", "true");
  });
});
