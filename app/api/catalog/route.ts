import { NextResponse, type NextRequest } from "next/server";

import { getCatalogEntries } from "@/lib/data/catalog";
import { parseCatalogQuery } from "@/lib/cart/catalog-client";

/**
 * Public catalogue lookups for client islands (a stored cart, an order placed in this browser): they ask
 * for the few ids they hold instead of shipping the catalogue to every phone.
 */
export async function GET(request: NextRequest) {
  const query = parseCatalogQuery(request.nextUrl.searchParams);
  if (!query) return NextResponse.json({ error: "invalid_ids" }, { status: 400 });
  return NextResponse.json(await getCatalogEntries(query), {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" },
  });
}
