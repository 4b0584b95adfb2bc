import { GET } from "@/app/api/catalog/route";

const ORIGINAL_FETCH = Symbol.for("vitrine.tests.originalFetch");
type WithOriginal = typeof globalThis & { [ORIGINAL_FETCH]?: typeof fetch };

/**
 * Component tests have no server: answer the client islands' /api/catalog requests with the real route
 * handler (same data layer), and leave every other request to the original fetch.
 */
export function installCatalogFetch(): void {
  // Test files can share one environment (vitest.config.ts): wrap the browser's own fetch, never a wrapper.
  const scope = globalThis as WithOriginal;
  const original = (scope[ORIGINAL_FETCH] ??= globalThis.fetch);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, "http://localhost");
    if (url.pathname !== "/api/catalog") return original(input, init);
    const { NextRequest } = await import("next/server");
    return GET(new NextRequest(url));
  }) as typeof fetch;
}
