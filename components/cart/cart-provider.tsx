"use client";

import { useTranslations } from "next-intl";
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { toast } from "@/components/ui/toast";

import { ViewCartAction } from "@/components/cart/view-cart-action";
import { canAddToCart } from "@/lib/cart/can-add";
import type { CartCompany, CartProduct } from "@/lib/cart/cart-item";
import { cartCount, cartReducer, cartSubtotal, emptyCart, type CartLine } from "@/lib/cart/cart-reducer";
import { CART_STORAGE_KEY, parseStoredCart, serializeCart, storedProductIds } from "@/lib/cart/cart-storage";
import { fetchCatalogProducts } from "@/lib/cart/catalog-client";

export type CartContextValue = {
  lines: CartLine[];
  count: number;
  subtotal: number;
  /** Adds one unit (or `quantity`); returns whether it was added (product.md §6 refuses unavailable or closed). */
  add(product: CartProduct, company: CartCompany, quantity?: number): boolean;
  setQuantity(productId: string, quantity: number): void;
  remove(productId: string): void;
  clear(): void;
  /**
   * Reads the lines' products and stores again from the server, past any cached answer (checkout, after the
   * database said the prices changed); resolves once the cart shows them.
   */
  reload(): Promise<void>;
  /** false on the server and the first client render: the stored cart loads after mount. */
  ready: boolean;
};

const CartContext = createContext<CartContextValue | null>(null);

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode): the cart simply lives in memory
  }
}

/** A serialized cart's lines, each read again from the server: price, availability and the store's hours. */
async function linesFromCatalog(raw: string | null, options?: { fresh?: boolean }) {
  // Only these products are asked for: the catalogue never ships to the browser.
  const entries = await fetchCatalogProducts(storedProductIds(raw), options);
  const byId = new Map(entries.map((entry) => [entry.product.id, entry]));
  return parseStoredCart(raw, (productId) => byId.get(productId));
}

async function loadStoredLines(): Promise<CartLine[]> {
  const { lines, corrupt } = await linesFromCatalog(readStorage());
  if (corrupt) {
    try {
      window.localStorage.removeItem(CART_STORAGE_KEY);
    } catch {}
  }
  return lines;
}

/** Provides the cart once: a nested provider reuses the outer one, so two layouts never hold two carts. */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const outer = useContext(CartContext);
  return outer ? children : <CartStateProvider>{children}</CartStateProvider>;
}

function CartStateProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations("cart");
  const [state, dispatch] = useReducer(cartReducer, emptyCart);
  const [ready, setReady] = useState(false);
  const storedCartUnread = useRef(false);

  // The stored cart arrives as a transition. Next leaves each page segment dehydrated (an <Activity>) after the
  // first commit and hydrates it later in slices; an ordinary update of this context, which the whole page reads,
  // would make React hydrate every segment at once, synchronously: one long task (~100 ms on a throttled phone)
  // right after load. As a transition, the segments hydrate in slices the browser can interrupt.
  useEffect(() => {
    let active = true;
    // Offline or the server failed (no lines): show an empty cart but never overwrite the stored one.
    const settle = (lines?: CartLine[]) => {
      if (!active) return;
      storedCartUnread.current = !lines;
      startTransition(() => {
        if (lines) dispatch({ type: "hydrate", lines });
        setReady(true);
      });
    };
    const sync = () => loadStoredLines().then(settle, () => settle());
    // Another tab changed (or cleared all) storage: adopt its cart.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) void sync();
    };
    // Opening storage takes a task of its own, not the effects' one right after hydration (README, "Página leve").
    const start = setTimeout(() => {
      void sync();
      addEventListener("storage", onStorage);
    });
    return () => {
      active = false;
      clearTimeout(start);
      removeEventListener("storage", onStorage);
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    if (storedCartUnread.current && state.lines.length === 0) return;
    try {
      const next = serializeCart(state.lines);
      // Writing an identical value would be a no-op anyway; skipping it keeps other tabs quiet.
      if (window.localStorage.getItem(CART_STORAGE_KEY) !== next)
        window.localStorage.setItem(CART_STORAGE_KEY, next);
    } catch {}
  }, [state, ready]);

  const add = useCallback(
    (product: CartProduct, company: CartCompany, quantity = 1) => {
      const verdict = canAddToCart(product, company, new Date());
      if (verdict !== "ok") {
        toast.error(t(verdict === "closed" ? "refusedClosed" : "refusedUnavailable"), {
          description: product.name,
        });
        return false;
      }
      dispatch({ type: "add", product, company, quantity });
      const id = toast.success(t("added"), {
        description: product.name,
        // product.md D13: the toast leads on to the cart; following it closes the toast
        action: <ViewCartAction label={t("viewCart")} onNavigate={() => toast.dismiss(id)} />,
      });
      return true;
    },
    [t],
  );
  const setQuantity = useCallback((productId: string, quantity: number) => {
    dispatch({ type: "setQuantity", productId, quantity });
  }, []);
  const remove = useCallback((productId: string) => dispatch({ type: "remove", productId }), []);
  const clear = useCallback(() => dispatch({ type: "clear" }), []);
  const reload = useCallback(async () => {
    // the cart's own lines, not storage: a browser without storage keeps its cart in memory
    const { lines } = await linesFromCatalog(serializeCart(state.lines), { fresh: true });
    dispatch({ type: "hydrate", lines });
  }, [state.lines]);

  const value = useMemo<CartContextValue>(
    () => ({
      lines: state.lines,
      count: cartCount(state.lines),
      subtotal: cartSubtotal(state.lines),
      add,
      setQuantity,
      remove,
      clear,
      reload,
      ready,
    }),
    [state.lines, add, setQuantity, remove, clear, reload, ready],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartProvider>");
  return value;
}
