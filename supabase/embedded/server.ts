import type { IncomingMessage, ServerResponse } from "node:http";

import { authErrors } from "./auth-errors";
import { handleAuth } from "./auth-routes";
import type { BackendContext } from "./context";
import {
  bearerToken,
  BodyTooLargeError,
  corsHeaders,
  header,
  HttpError,
  MalformedJsonError,
  sendEmpty,
  sendJson,
} from "./http";
import { roleForApiKey } from "./keys";
import { restErrors } from "./rest-errors";
import { handleRest } from "./rest-routes";
import type { Stats } from "./stats";

const NO_ROUTE = new HttpError(404, { message: "no Route matched with those values" });

/** SQLSTATE class 22 (data exception): a value PostgreSQL cannot take, such as a NUL byte. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

function asHttpError(error: unknown, area: "auth" | "rest" | "other"): HttpError {
  if (error instanceof HttpError) return error;
  if (area === "auth" && isDataException(error)) return authErrors.invalidInput();
  if (error instanceof BodyTooLargeError)
    return area === "rest" ? restErrors.tooLarge() : authErrors.requestTooLarge();
  if (error instanceof MalformedJsonError) {
    return area === "rest" ? restErrors.invalidBody() : authErrors.badJson(error.message);
  }
  if (error instanceof URIError) return new HttpError(400, { message: "Malformed URL encoding" });
  console.error("[vitrine-backend] unexpected error:", error);
  return area === "rest" ? restErrors.unexpected() : authErrors.unexpected();
}

const STATS_ROUTES = new Set(["GET /__vitrine/stats", "POST /__vitrine/stats/reset"]);
const INTERNAL_PATHS = new Set(["/__vitrine/health", "/__vitrine/stats", "/__vitrine/stats/reset"]);

/** The stats say how the app uses Auth: only a holder of the secret key may read or reset them. */
function requireSecretKey(req: IncomingMessage): void {
  const key = header(req, "apikey") || bearerToken(req);
  if (roleForApiKey(key) !== "service_role") {
    throw new HttpError(401, { message: "Invalid API key", hint: "The stats need the secret key." });
  }
}

async function internalRoute(stats: Stats, req: IncomingMessage, res: ServerResponse, path: string) {
  req.resume();
  const key = `${req.method ?? "GET"} ${path}`;
  if (key === "GET /__vitrine/health") return sendJson(res, 200, { ok: true });
  if (STATS_ROUTES.has(key)) requireSecretKey(req);
  if (key === "GET /__vitrine/stats") return sendJson(res, 200, stats.snapshot());
  if (key === "POST /__vitrine/stats/reset") {
    stats.reset();
    return sendEmpty(res, 204);
  }
  if (INTERNAL_PATHS.has(path)) throw new HttpError(405, { message: "Method Not Allowed" });
  throw NO_ROUTE;
}

/** The node:http handler: CORS, stats, routing and one catch that always answers in the right shape. */
export function createRequestHandler(stats: Stats, ready: Promise<BackendContext>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname;
    const area = path.startsWith("/auth/v1/") ? "auth" : path.startsWith("/rest/v1/") ? "rest" : "other";
    // auth-js reads `code` from an error only when the response echoes the API version it sent.
    const apiVersion = header(req, "x-supabase-api-version");
    if (area === "auth" && apiVersion) res.setHeader("X-Supabase-Api-Version", apiVersion);
    try {
      if (req.method === "OPTIONS") {
        req.resume();
        return sendEmpty(res, 204, corsHeaders());
      }
      stats.record(req.method ?? "GET", path);
      if (area === "other") return await internalRoute(stats, req, res, path);
      const ctx = await ready;
      if (area === "auth") await handleAuth(ctx, req, res, url);
      else await handleRest(ctx, req, res, url);
    } catch (error) {
      const failure = asHttpError(error, area);
      if (!req.readableEnded) req.resume();
      // Stop reading an oversized upload instead of draining it.
      if (error instanceof BodyTooLargeError) res.setHeader("Connection", "close");
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, failure.status, failure.body, failure.headers);
    }
  };
}
