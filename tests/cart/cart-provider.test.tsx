import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, use } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { CART_STORAGE_KEY } from "@/lib/cart/cart-storage";
import { cake, coffee, sampleCompany, sampleProduct, storeA } from "@/tests/cart/sample";
import { renderWithIntl } from "@/tests/support/render";

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

// The provider asks /api/catalog for the stored ids; here the server's catalogue is this sample one, whose
// price is "newer" than any stored one (and changes when a test sets `serverPrices`).
const serverPrices = vi.hoisted(() => new Map<string, number>());
const catalogAsks = vi.hoisted(() => [] as { productIds?: string[]; fresh?: boolean }[]);
vi.mock("@/lib/cart/catalog-client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cart/catalog-client")>();
  const sample = await import("@/tests/cart/sample");
  const byId = new Map([sample.coffee, sample.cake].map((p) => [p.id, p]));
  return {
    ...actual,
    fetchCatalogProducts: async (productIds: string[], { fresh = false }: { fresh?: boolean } = {}) => {
      if (productIds.length === 0) return []; // as the real one: no ids, no request
      catalogAsks.push({ productIds, fresh });
      return productIds.flatMap((id) => {
        const product = byId.get(id);
        return product
          ? [
              {
                product: { ...product, price: serverPrices.get(id) ?? product.price },
                company: sample.storeA,
              },
            ]
          : [];
      });
    },
  };
});

const closedStore = sampleCompany("cccccccc-0000-4000-8000-000000000003", { openingHours: {} });
const closedProduct = sampleProduct("44444444-0000-4000-8000-000000000004", closedStore, { name: "Sopa" });
const soldOut = sampleProduct("55555555-0000-4000-8000-000000000005", storeA, {
  name: "Torta",
  available: false,
});
// storeA opens 08:00-22:00 every day; pin the clock to a weekday noon in São Paulo.
const NOON = new Date("2025-03-12T12:00:00-03:00");

function Probe() {
  const cart = useCart();
  return (
    <div>
      <output aria-label="ready">{String(cart.ready)}</output>
      <output aria-label="count">{cart.count}</output>
      <output aria-label="subtotal">{cart.subtotal}</output>
      <ul>
        {cart.lines.map((line) => (
          <li key={line.product.id}>{`${line.product.name}x${line.quantity}`}</li>
        ))}
      </ul>
      <button onClick={() => cart.add(coffee, storeA)}>add coffee</button>
      <button onClick={() => cart.add(closedProduct, closedStore)}>add closed</button>
      <button onClick={() => cart.add(soldOut, storeA)}>add sold out</button>
      <button onClick={() => cart.setQuantity(coffee.id, 0)}>zero coffee</button>
      <button onClick={() => void cart.reload()}>reload prices</button>
    </div>
  );
}

const renderCart = () =>
  renderWithIntl(
    <CartProvider>
      <Probe />
    </CartProvider>,
  );
const stored = (lines: Array<{ productId: string; companyId: string; quantity: number }>) =>
  JSON.stringify({ version: 1, lines });
const value = (label: string) => screen.getByLabelText(label).textContent;

beforeEach(() => {
  serverPrices.clear();
  catalogAsks.length = 0;
  window.localStorage.clear();
  toastMock.success.mockClear();
  toastMock.error.mockClear();
  vi.useFakeTimers({ now: NOON, toFake: ["Date"] });
});

describe("CartProvider", () => {
  it("renders an empty, not-ready cart first and then loads the stored one", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      stored([{ productId: cake.id, companyId: storeA.id, quantity: 2 }]),
    );
    renderCart();
    expect(value("ready")).toBe("false");
    expect(value("count")).toBe("0");
    await waitFor(() => expect(value("ready")).toBe("true"));
    expect(screen.getByText("Bolox2")).toBeInTheDocument();
    // the price comes from the catalogue, not from storage
    expect(value("subtotal")).toBe(String(cake.price * 2));
  });

  it("opens the stored cart in a task of its own, not in the one that runs the page's effects after hydration", async () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const listen = vi.spyOn(window, "addEventListener");
    try {
      renderCart();
      // render() has run every effect: neither storage nor its listener has been touched yet
      expect(getItem).not.toHaveBeenCalledWith(CART_STORAGE_KEY);
      expect(listen).not.toHaveBeenCalledWith("storage", expect.any(Function));
      await waitFor(() => expect(getItem).toHaveBeenCalledWith(CART_STORAGE_KEY));
      expect(listen).toHaveBeenCalledWith("storage", expect.any(Function));
      await waitFor(() => expect(value("ready")).toBe("true"));
    } finally {
      getItem.mockRestore();
      listen.mockRestore();
    }
  });

  it("loads the stored cart as a transition: what the page shows stays up while the parts that read the cart render again", async () => {
    // A part of the page that is not ready at once when the cart loads (it suspends). An ordinary update would swap
    // it for its placeholder; a transition keeps it, as it keeps a page Next has not hydrated yet from being
    // hydrated all at once, in one long task (components/cart/cart-provider.tsx).
    let release = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    function CartPart() {
      const cart = useCart();
      if (cart.ready) use(later);
      return <p>{cart.ready ? `cart of ${cart.count}` : "cart loading"}</p>;
    }
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      stored([{ productId: cake.id, companyId: storeA.id, quantity: 2 }]),
    );
    renderWithIntl(
      <CartProvider>
        <Suspense fallback={<p>placeholder</p>}>
          <CartPart />
        </Suspense>
      </CartProvider>,
    );
    expect(screen.getByText("cart loading")).toBeInTheDocument();
    await waitFor(() => expect(catalogAsks).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByText("placeholder")).not.toBeInTheDocument();
    expect(screen.getByText("cart loading")).toBeInTheDocument();
    await act(async () => release());
    expect(screen.getByText("cart of 2")).toBeInTheDocument();
  });

  it("persists across a reload", async () => {
    const user = userEvent.setup();
    const first = renderCart();
    await waitFor(() => expect(value("ready")).toBe("true"));
    await user.click(screen.getByRole("button", { name: "add coffee" }));
    await user.click(screen.getByRole("button", { name: "add coffee" }));
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "null")).toEqual({
      version: 1,
      lines: [{ productId: coffee.id, companyId: storeA.id, quantity: 2 }],
    });
    first.unmount();
    renderCart();
    await waitFor(() => expect(screen.getByText("Caféx2")).toBeInTheDocument());
    expect(value("count")).toBe("2");
  });

  it("drops corrupt stored data", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      '{"version":1,"lines":[{"productId":"nope","quantity":-1}]}',
    );
    renderCart();
    await waitFor(() => expect(value("ready")).toBe("true"));
    expect(value("count")).toBe("0");
    // written by the effect after the (transition's) commit that made the cart ready
    await waitFor(() => expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(stored([])));
  });

  it("follows changes made in another tab (storage event)", async () => {
    renderCart();
    await waitFor(() => expect(value("ready")).toBe("true"));
    const next = stored([{ productId: coffee.id, companyId: storeA.id, quantity: 3 }]);
    window.localStorage.setItem(CART_STORAGE_KEY, next);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue: next }));
    });
    await waitFor(() => expect(screen.getByText("Caféx3")).toBeInTheDocument());
    window.localStorage.removeItem(CART_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue: null }));
    });
    await waitFor(() => expect(value("count")).toBe("0"));
  });

  it("reload reads the lines' prices again past any cached answer, keeping every quantity", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      stored([{ productId: cake.id, companyId: storeA.id, quantity: 2 }]),
    );
    renderCart();
    await waitFor(() => expect(value("subtotal")).toBe(String(cake.price * 2)));
    serverPrices.set(cake.id, 15);
    await user.click(screen.getByRole("button", { name: "reload prices" }));
    await waitFor(() => expect(value("subtotal")).toBe("30"));
    expect(screen.getByText("Bolox2")).toBeInTheDocument();
    expect(catalogAsks.at(-1)).toEqual({ productIds: [cake.id], fresh: true });
  });

  it("refuses a product whose company is closed now (product.md §6)", async () => {
    const user = userEvent.setup();
    renderCart();
    await waitFor(() => expect(value("ready")).toBe("true"));
    await user.click(screen.getByRole("button", { name: "add closed" }));
    expect(value("count")).toBe("0");
    expect(toastMock.error).toHaveBeenCalledWith("Empresa Fechada: não é possível adicionar agora", {
      description: "Sopa",
    });
  });

  it("refuses an unavailable product and removes a line set to 0", async () => {
    const user = userEvent.setup();
    renderCart();
    await waitFor(() => expect(value("ready")).toBe("true"));
    await user.click(screen.getByRole("button", { name: "add sold out" }));
    expect(toastMock.error).toHaveBeenCalledWith("Produto Indisponível", { description: "Torta" });
    await user.click(screen.getByRole("button", { name: "add coffee" }));
    expect(toastMock.success).toHaveBeenCalledWith(
      "Produto adicionado ao carrinho",
      expect.objectContaining({ description: "Café" }),
    );
    expect(value("count")).toBe("1");
    await user.click(screen.getByRole("button", { name: "zero coffee" }));
    expect(value("count")).toBe("0");
  });
});

describe("nested CartProvider", () => {
  it("reuses the outer cart instead of holding a second one", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <CartProvider>
        <CartProvider>
          <Probe />
        </CartProvider>
        <OuterCount />
      </CartProvider>,
    );
    await waitFor(() => expect(value("ready")).toBe("true"));
    await user.click(screen.getByRole("button", { name: "add coffee" }));
    expect(value("outer count")).toBe("1");
  });
});

function OuterCount() {
  return <output aria-label="outer count">{useCart().count}</output>;
}
