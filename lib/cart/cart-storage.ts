import { z } from "zod";

import type { Company, Product } from "@/fixtures/schemas";
import { uuid } from "@/fixtures/schemas";
import { mergeLines, type CartLine } from "@/lib/cart/cart-reducer";

/** One versioned key: bump the version when the stored shape changes so old data is dropped, not misread. */
export const CART_STORAGE_KEY = "vitrine:cart:v1";

// Only ids and quantities are stored; products and companies are re-resolved on read so prices stay current.
export const storedCartSchema = z.object({
  version: z.literal(1),
  lines: z
    .array(z.object({ productId: uuid, companyId: uuid, quantity: z.number().int().positive() }))
    .max(200),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

export type CatalogLookup = (productId: string) => { product: Product; company: Company } | undefined;

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
    const parsed = storedCartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? [...new Set(parsed.data.lines.map((line) => line.productId))] : [];
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
  const parsed = storedCartSchema.safeParse(json);
  if (!parsed.success) return { lines: [], corrupt: true };
  const lines: CartLine[] = [];
  for (const stored of parsed.data.lines) {
    const found = lookup(stored.productId);
    // A product that vanished, moved company or became unavailable can no longer be ordered (spec 6).
    if (!found || found.company.id !== stored.companyId || !found.product.available) continue;
    lines.push({ ...found, quantity: stored.quantity });
  }
  return { lines: mergeLines(lines), corrupt: false };
}
