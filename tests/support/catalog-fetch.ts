import { GET } from "@/app/api/catalog/route";

/**
 * Component tests have no server: answer the client islands' /api/catalog requests with the real route
 * handler (same data layer), and leave every other request to the original fetch.
 */
export function installCatalogFetch(): void {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, "http://localhost");
    if (url.pathname !== "/api/catalog") return original(input, init);
    const { NextRequest } = await import("next/server");
    return GET(new NextRequest(url));
  }) as typeof fetch;
}
