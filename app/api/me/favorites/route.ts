import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";

import { isBackendUnavailable } from "@/lib/auth/backend-unavailable";
import { getCurrentUser } from "@/lib/auth/session";
import { isFavoriteProduct } from "@/lib/data/favorites";
import type { FavoriteState } from "@/lib/favorites/types";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * The product page's heart asks here after hydration (the page itself is prerendered for everybody):
 * a visitor, an account that keeps no favourites, or a cliente and whether the product is one of theirs.
 */
export async function GET(request: NextRequest) {
  const product = z.uuid().safeParse(request.nextUrl.searchParams.get("product"));
  if (!product.success) return NextResponse.json({ error: "product" }, { status: 400, headers: NO_STORE });
  try {
    const user = await getCurrentUser();
    const body: FavoriteState = !user
      ? { state: "visitor" }
      : user.type !== "cliente"
        ? { state: "not-customer" }
        : { state: "customer", favorite: await isFavoriteProduct(user, product.data) };
    return NextResponse.json(body, { headers: NO_STORE });
  } catch (error) {
    if (!isBackendUnavailable(error)) console.error("GET /api/me/favorites:", error);
    return NextResponse.json({ error: "unavailable" }, { status: 503, headers: NO_STORE });
  }
}
