import type { IncomingMessage, ServerResponse } from "node:http";

import { authErrors } from "./auth-errors";
import { handleAuth } from "./auth-routes";
import { corsHeadersFor, isBrowserRequest, presentsKey } from "./browser-access";
import type { BackendContext } from "./context";
import { secretKeyInBrowser } from "./gateway";
import {
  bearerToken,
  BodyTooLargeError,
  header,
  HttpError,
  MalformedJsonError,
  sendEmpty,
  sendJson,
} from "./http";
import { roleForApiKey, type ApiKeys } from "./keys";
import type { RealtimeHub } from "./realtime-server";
import { restErrors } from "./rest-errors";
import { handleRest } from "./rest-routes";
import type { Stats } from "./stats";
import { storageErrors } from "./storage-errors";
import { handleStorage } from "./storage-routes";

const NO_ROUTE = new HttpError(404, { message: "no Route matched with those values" });

/** SQLSTATE class 22 (data exception): a value PostgreSQL cannot take, such as a NUL byte. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

type Area = "auth" | "rest" | "storage" | "other";

function asStorageError(error: unknown): HttpError {
  if (error instanceof BodyTooLargeError) return storageErrors.entityTooLarge();
  if (error instanceof MalformedJsonError) return storageErrors.invalidRequest("Body is not valid JSON");
  if (error instanceof URIError) return storageErrors.invalidRequest("Malformed URL encoding");
  console.error("[vitrine-backend] unexpected error:", error);
  return storageErrors.internal();
}

function asHttpError(error: unknown, area: Area): HttpError {
  if (error instanceof HttpError) return error;
  if (area === "storage") return asStorageError(error);
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

const SECRET_ROUTES = new Set([
  "GET /__vitrine/stats",
  "POST /__vitrine/stats/reset",
  "POST /__vitrine/rate-limits/reset",
  "POST /__vitrine/realtime/drop",
]);
const INTERNAL_PATHS = new Set([
  "/__vitrine/health",
  "/__vitrine/stats",
  "/__vitrine/stats/reset",
  "/__vitrine/rate-limits/reset",
  "/__vitrine/realtime/drop",
]);

/** The stats say how the app uses Auth, the limits guard it: only a holder of the secret key may touch them. */
function requireSecretKey(req: IncomingMessage, keys: ApiKeys): void {
  const key = header(req, "apikey") || bearerToken(req);
  if (roleForApiKey(key, keys) !== "service_role") {
    throw new HttpError(401, { message: "Invalid API key", hint: "This route needs the secret key." });
  }
}

async function internalRoute(
  stats: Stats,
  ready: Promise<BackendContext>,
  keys: ApiKeys,
  internals: Internals,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  req.resume();
  const key = `${req.method ?? "GET"} ${path}`;
  // The pid lets a test stop or freeze this process, the parent's lets it hold scripts/with-backend.mjs's
  // restart while it checks the site without a backend (e2e/backend-restart.spec.ts).
  if (key === "GET /__vitrine/health")
    return sendJson(res, 200, { ok: true, pid: process.pid, parentPid: process.ppid });
  if (SECRET_ROUTES.has(key)) requireSecretKey(req, keys);
  if (key === "GET /__vitrine/stats") return sendJson(res, 200, stats.snapshot());
  if (key === "POST /__vitrine/stats/reset") {
    stats.reset();
    return sendEmpty(res, 204);
  }
  // Test runs start each rate-limit scenario from a clean count.
  if (key === "POST /__vitrine/rate-limits/reset") {
    const ctx = await ready;
    for (const limiter of Object.values(ctx.limiters)) limiter.reset();
    return sendEmpty(res, 204);
  }
  // Every Realtime socket cut as a network drop would (and, with ?for=<ms>, new ones refused that long, at most a
  // minute), so a test can watch the app reconnect on its own.
  if (key === "POST /__vitrine/realtime/drop") {
    const forMs = Number(new URL(req.url ?? "/", "http://localhost").searchParams.get("for") ?? 0);
    const refuseForMs = Number.isFinite(forMs) ? Math.min(Math.max(0, forMs), 60_000) : 0;
    return sendJson(res, 200, { dropped: internals.realtime?.drop(refuseForMs) ?? 0 });
  }
  if (INTERNAL_PATHS.has(path)) throw new HttpError(405, { message: "Method Not Allowed" });
  throw NO_ROUTE;
}

/** Who the backend lets in from a browser: CORS origins, and the keys it checks a browser never holds. */
export type BrowserPolicy = { allowedOrigins: readonly string[]; keys: ApiKeys };

/** What the internal routes act on besides the stats: the Realtime sockets (set once attached). */
export type Internals = { realtime?: RealtimeHub };

/** The node:http handler: CORS, stats, routing and one catch that always answers in the right shape. */
export function createRequestHandler(
  stats: Stats,
  ready: Promise<BackendContext>,
  policy: BrowserPolicy,
  internals: Internals = {},
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname;
    const area: Area = path.startsWith("/auth/v1/")
      ? "auth"
      : path.startsWith("/rest/v1/")
        ? "rest"
        : path.startsWith("/storage/v1/")
          ? "storage"
          : "other";
    // auth-js reads `code` from an error only when the response echoes the API version it sent.
    const apiVersion = header(req, "x-supabase-api-version");
    if (area === "auth" && apiVersion) res.setHeader("X-Supabase-Api-Version", apiVersion);
    for (const [name, value] of Object.entries(corsHeadersFor(header(req, "origin"), policy.allowedOrigins)))
      res.setHeader(name, value);
    try {
      if (req.method === "OPTIONS") {
        req.resume();
        return sendEmpty(res, 204);
      }
      if (isBrowserRequest(req.headers) && presentsKey(req.headers, url, policy.keys.secret))
        throw secretKeyInBrowser(area === "storage" ? "other" : area);
      stats.record(req.method ?? "GET", path);
      if (area === "other") return await internalRoute(stats, ready, policy.keys, internals, req, res, path);
      const ctx = await ready;
      if (area === "auth") await handleAuth(ctx, req, res, url);
      else if (area === "storage") await handleStorage(ctx, req, res, url);
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
