import { NextResponse, type NextRequest } from "next/server";

import { cartCompany, cartProduct } from "@/lib/cart/cart-item";
import { parseCatalogQuery, type CatalogEntries } from "@/lib/cart/catalog-client";
import { getCatalogEntries } from "@/lib/data/catalog";

/**
 * Public catalogue lookups for the cart (a stored cart, checkout's re-read after a price change): it asks
 * for the few ids it holds instead of shipping the catalogue to every phone, and gets back only what a cart
 * line keeps (price, availability, the store's hours, fee and kind).
 */
export async function GET(request: NextRequest) {
  const query = parseCatalogQuery(request.nextUrl.searchParams);
  if (!query) return NextResponse.json({ error: "invalid_ids" }, { status: 400 });
  const entries = await getCatalogEntries(query);
  const body: CatalogEntries = {
    products: entries.products.map(({ product, company }) => ({
      product: cartProduct(product),
      company: cartCompany(company),
    })),
  };
  return NextResponse.json(body, {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" },
  });
}
