import { clampQuantity } from "@/lib/cart/quantity";
import { cartCompany, cartProduct, type CartCompany, type CartProduct } from "@/lib/cart/cart-item";

/** product.md §3 cart item: the product, its company and how many (only what a line uses: lib/cart/cart-item.ts). */
export type CartLine = { product: CartProduct; company: CartCompany; quantity: number };

/** A line holding only what it uses, whatever objects the caller had (a card's props, /api/catalog's). */
function lineOf(product: CartProduct, company: CartCompany, quantity: number): CartLine {
  return { product: cartProduct(product), company: cartCompany(company), quantity };
}
export type CartState = { lines: CartLine[] };

export type CartAction =
  /** `quantity` defaults to 1 (the product page adds its stepper's amount in one go). */
  | { type: "add"; product: CartProduct; company: CartCompany; quantity?: number }
  | { type: "setQuantity"; productId: string; quantity: number }
  | { type: "remove"; productId: string }
  | { type: "clear" }
  | { type: "hydrate"; lines: CartLine[] };

export const emptyCart: CartState = { lines: [] };

function withoutLine(state: CartState, productId: string): CartState {
  const lines = state.lines.filter((line) => line.product.id !== productId);
  return lines.length === state.lines.length ? state : { lines };
}

/** Pure cart transitions; availability and opening hours are checked before `add` is dispatched (product.md §6). */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      // A line's company must be the product's own company, or totals and orders would be misattributed.
      if (action.product.companyId !== action.company.id) return state;
      const amount = Math.floor(action.quantity ?? 1);
      if (!Number.isFinite(amount) || amount <= 0) return state;
      // The same 1–99 bounds as the steppers: a line never holds more than MAX_QUANTITY.
      const existing = state.lines.find((line) => line.product.id === action.product.id);
      if (!existing) {
        return {
          lines: [...state.lines, lineOf(action.product, action.company, clampQuantity(amount))],
        };
      }
      // product.md §4: adding an existing product raises its quantity by 1 (by the amount when one is given).
      return {
        lines: state.lines.map((line) =>
          line === existing ? { ...line, quantity: clampQuantity(line.quantity + amount) } : line,
        ),
      };
    }
    case "setQuantity": {
      if (!Number.isFinite(action.quantity)) return state;
      const quantity = clampQuantity(action.quantity, 0);
      // product.md §4: setting quantity 0 removes the line.
      if (quantity <= 0) return withoutLine(state, action.productId);
      if (!state.lines.some((line) => line.product.id === action.productId)) return state;
      return {
        lines: state.lines.map((line) =>
          line.product.id === action.productId ? { ...line, quantity } : line,
        ),
      };
    }
    case "remove":
      return withoutLine(state, action.productId);
    case "clear":
      return state.lines.length === 0 ? state : emptyCart;
    case "hydrate":
      return { lines: mergeLines(action.lines) };
  }
}

/** Folds duplicate products into one line and drops non-positive quantities (stored data may be hand-edited). */
export function mergeLines(lines: CartLine[]): CartLine[] {
  const byId = new Map<string, CartLine>();
  for (const line of lines) {
    const quantity = Math.floor(line.quantity);
    if (!Number.isFinite(quantity) || quantity <= 0) continue;
    const previous = byId.get(line.product.id);
    byId.set(
      line.product.id,
      previous
        ? { ...previous, quantity: clampQuantity(previous.quantity + quantity) }
        : lineOf(line.product, line.company, clampQuantity(quantity)),
    );
  }
  return [...byId.values()];
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Sum of unit price x quantity, rounded to cents so float noise never reaches the UI. */
export function cartSubtotal(lines: CartLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.product.price * line.quantity * 100, 0)) / 100;
}
