import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { FavoriteToggle } from "@/components/store/product-page/favorite-toggle";
import { ProductPurchase } from "@/components/store/product-page/product-purchase";
import type { Company, Product } from "@/lib/catalog/types";
import { renderWithIntl } from "@/tests/support/render";

import { makeCompany, makeProduct, MONDAY_NIGHT, MONDAY_NOON } from "../store/fixtures";

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
const favoriteAction = vi.hoisted(() => vi.fn());
const routerPush = vi.hoisted(() => vi.fn());
vi.mock("@/lib/favorites/actions", () => ({ toggleFavoriteProduct: favoriteAction }));
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push: routerPush }),
}));
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
  /** /api/me/favorites answering `body` for the viewer. */
  function answer(body: object, status = 200) {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));
  }

  afterEach(() => {
    vi.restoreAllMocks();
    favoriteAction.mockReset();
    routerPush.mockReset();
    window.history.replaceState(null, "", "/");
  });

  it("shows the customer's saved favourite, removes and adds it through the server, confirming with a toast", async () => {
    vi.useRealTimers();
    answer({ state: "customer", favorite: true });
    favoriteAction.mockImplementation(async (_id: string, favorite: boolean) => ({ ok: true, favorite }));
    const user = userEvent.setup();
    renderWithIntl(<FavoriteToggle productId={product.id} />);
    const button = screen.getByRole("button", { name: "Favoritar" });
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    expect(fetch).toHaveBeenCalledWith(`/api/me/favorites?product=${product.id}`, expect.anything());

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(toastMock.success).toHaveBeenLastCalledWith("Removido dos favoritos"));
    expect(favoriteAction).toHaveBeenLastCalledWith(product.id, false);

    await user.click(button);
    await waitFor(() => expect(toastMock.success).toHaveBeenLastCalledWith("Adicionado aos favoritos"));
    expect(favoriteAction).toHaveBeenLastCalledWith(product.id, true);
    expect(button).toHaveAttribute("aria-pressed", "true");
  });

  it("puts the heart back and says so when the save fails", async () => {
    vi.useRealTimers();
    answer({ state: "customer", favorite: false });
    favoriteAction.mockResolvedValue({ ok: false, error: "failed" });
    const user = userEvent.setup();
    renderWithIntl(<FavoriteToggle productId={product.id} />);
    const button = screen.getByRole("button", { name: "Favoritar" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith("Não foi possível salvar o favorito. Tente novamente."),
    );
    expect(button).toHaveAttribute("aria-pressed", "false");
  });

  it("sends a visitor to sign in, to come back to the product and favourite it", async () => {
    vi.useRealTimers();
    answer({ state: "visitor" });
    const user = userEvent.setup();
    renderWithIntl(<FavoriteToggle productId={product.id} />);
    const button = screen.getByRole("button", { name: "Favoritar" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(routerPush).toHaveBeenCalledWith(
      `/login?next=${encodeURIComponent(`/product/${product.id}?favoritar=1`)}`,
    );
    expect(favoriteAction).not.toHaveBeenCalled();
  });

  it("completes the favourite the visitor asked for once they are back signed in", async () => {
    vi.useRealTimers();
    window.history.replaceState(null, "", `/product/${product.id}?favoritar=1`);
    answer({ state: "customer", favorite: false });
    favoriteAction.mockResolvedValue({ ok: true, favorite: true });
    renderWithIntl(<FavoriteToggle productId={product.id} />);
    await waitFor(() => expect(favoriteAction).toHaveBeenCalledWith(product.id, true));
    expect(screen.getByRole("button", { name: "Favoritar" })).toHaveAttribute("aria-pressed", "true");
    expect(window.location.search).toBe("");
  });

  it("tells a store or admin account that favourites belong to customers", async () => {
    vi.useRealTimers();
    answer({ state: "not-customer" });
    const user = userEvent.setup();
    renderWithIntl(<FavoriteToggle productId={product.id} />);
    const button = screen.getByRole("button", { name: "Favoritar" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(toastMock.info).toHaveBeenCalledWith(
      "Favoritos são da conta de cliente. Entre como cliente para salvar.",
    );
    expect(favoriteAction).not.toHaveBeenCalled();
  });
});
