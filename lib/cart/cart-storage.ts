import type { CartCompany, CartProduct } from "@/lib/cart/cart-item";
import { mergeLines, type CartLine } from "@/lib/cart/cart-reducer";

/** One versioned key: bump the version when the stored shape changes so old data is dropped, not misread. */
export const CART_STORAGE_KEY = "vitrine:cart:v1";

// Only ids and quantities are stored; products and companies are re-resolved on read so prices stay current.
export type StoredLine = { productId: string; companyId: string; quantity: number };
export type StoredCart = { version: 1; lines: StoredLine[] };

const MAX_STORED_LINES = 200;
// Any RFC 9562 UUID, as the fixtures' ids (zod's z.uuid() accepts the same shapes).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stored cart when `json` has exactly the expected shape, else null. A hand-written check, not zod:
 * the cart provider runs on every public page and zod would add ~31 kB gzip to each phone's first load.
 */
export function readStoredCart(json: unknown): StoredCart | null {
  if (typeof json !== "object" || json === null) return null;
  const { version, lines } = json as { version?: unknown; lines?: unknown };
  if (version !== 1 || !Array.isArray(lines) || lines.length > MAX_STORED_LINES) return null;
  const valid = lines.every((line: unknown) => {
    if (typeof line !== "object" || line === null) return false;
    const { productId, companyId, quantity } = line as Record<string, unknown>;
    return (
      typeof productId === "string" &&
      UUID.test(productId) &&
      typeof companyId === "string" &&
      UUID.test(companyId) &&
      Number.isInteger(quantity) &&
      (quantity as number) > 0
    );
  });
  return valid
    ? {
        version: 1,
        lines: lines.map(({ productId, companyId, quantity }: StoredLine) => ({
          productId,
          companyId,
          quantity,
        })),
      }
    : null;
}

export type CatalogLookup = (productId: string) => { product: CartProduct; company: CartCompany } | undefined;

export function serializeCart(lines: CartLine[]): string {
  const stored: StoredCart = {
    version: 1,
    lines: lines.map((line) => ({
      productId: line.product.id,
      companyId: line.company.id,
      quantity: line.quantity,
    })),
  };
  return JSON.stringify(stored);
}

/** The product ids a stored cart refers to ([] when there is none or it is unreadable). */
export function storedProductIds(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const stored = readStoredCart(JSON.parse(raw));
    return stored ? [...new Set(stored.lines.map((line) => line.productId))] : [];
  } catch {
    return [];
  }
}

export type ParsedCart = { lines: CartLine[]; corrupt: boolean };

/** Reads the stored JSON; anything unparseable is reported corrupt, unknown or unavailable products are dropped. */
export function parseStoredCart(raw: string | null, lookup: CatalogLookup): ParsedCart {
  if (raw === null) return { lines: [], corrupt: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { lines: [], corrupt: true };
  }
  const cart = readStoredCart(json);
  if (!cart) return { lines: [], corrupt: true };
  const lines: CartLine[] = [];
  for (const stored of cart.lines) {
    const found = lookup(stored.productId);
    // A product that vanished, moved company or became unavailable can no longer be ordered (product.md §6).
    if (!found || found.company.id !== stored.companyId || !found.product.available) continue;
    lines.push({ ...found, quantity: stored.quantity });
  }
  return { lines: mergeLines(lines), corrupt: false };
}
