import { NextResponse, type NextRequest } from "next/server";

import { createPixCharge } from "@/lib/pix/charge";
import { parsePixQuery } from "@/lib/pix/query";

// A charge belongs to one shopper's order: never stored by a browser or a shared cache.
const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * The Pix charge of an order placed in this browser (product.md D13): the server never saw that order, so the
 * page sends its txid, total and order time; the code is built here so pix-utils and qrcode stay on the server.
 */
export async function GET(request: NextRequest) {
  const input = parsePixQuery(request.nextUrl.searchParams);
  if (!input) return NextResponse.json({ error: "invalid_query" }, { status: 400, headers: NO_STORE });
  try {
    return NextResponse.json(await createPixCharge(input), { headers: NO_STORE });
  } catch (error) {
    console.error(error);
    return NextResponse.json({ error: "pix_unavailable" }, { status: 503, headers: NO_STORE });
  }
}
