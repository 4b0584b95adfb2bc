import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Methods the site never serves and the Fetch standard's `Request` refuses to build: Next.js creates a
 * `Request` for the proxy before any of our code runs, so a `TRACE /` ended as a 500. It gets 405 here.
 * (Methods Node's HTTP parser does not know, such as TRACK, never get this far: Node answers them 400.)
 */
export const FORBIDDEN_METHODS: ReadonlySet<string> = new Set(["TRACE"]);

export function isForbiddenMethod(method: string | undefined): boolean {
  return method !== undefined && FORBIDDEN_METHODS.has(method.toUpperCase());
}

/** Answers 405 with an `Allow` header; true when it did (the caller must not pass the request on). */
export function rejectForbiddenMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (!isForbiddenMethod(request.method)) return false;
  response.writeHead(405, {
    Allow: "GET, HEAD, POST, OPTIONS",
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  response.end("Método não permitido.\n");
  return true;
}
