import type { IncomingMessage, ServerResponse } from "node:http";

import { generateLink, invite } from "./auth-admin-links";
import type { AdminHandler } from "./auth-admin-shared";
import {
  adminCreateUser,
  adminDeleteUser,
  adminGetUser,
  adminListUsers,
  adminUpdateUser,
} from "./auth-admin-users";
import { authErrors } from "./auth-errors";
import { tokenGrant, userAgent } from "./auth-grants";
import { requireUser } from "./auth-guard";
import { createSession, deleteSessions } from "./auth-sessions";
import { findUserByEmail, insertUser, loadUser, type AuthUser } from "./auth-store";
import { buildClaims, sessionResponse } from "./auth-tokens";
import { recover, updateUser } from "./auth-user-routes";
import { checkEmail, checkLogoutScope, checkNewPassword } from "./auth-validation";
import { pkceGrant, verifyGet, verifyPost } from "./auth-verify-routes";
import { authIssuer, type BackendContext } from "./context";
import { requireApiKey } from "./gateway";
import { asObject, readJson, sendEmpty, sendJson } from "./http";
import { rateLimitKey, type RateLimiter } from "./rate-limit";

type Route = (ctx: BackendContext, req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/**
 * What GoTrue answers when inserting the user fails in the database (a trigger refusing the row, such as
 * an invalid business sign-up): 500 "Database error saving new user". A duplicate e-mail keeps its own
 * error, and a value PostgreSQL cannot take (class 22) stays the caller's 400 (server.ts).
 */
function signupFailure(error: unknown): unknown {
  const state = sqlState(error);
  if (state === "23505") return authErrors.userAlreadyExists();
  if (state !== null && !state.startsWith("22")) return authErrors.databaseErrorSavingUser();
  return error;
}

const signup: Route = async (ctx, req, res) => {
  const body = asObject(await readJson(req));
  // GoTrue checks the password before the e-mail; redirect_to and PKCE fields need no work when
  // accounts are confirmed at once.
  const password = checkNewPassword(body.password, ctx.auth.minimumPasswordLength);
  if (!password.ok) throw password.error;
  const email = checkEmail(body.email);
  if (!email.ok) throw email.error;
  const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? body.data : {};
  const passwordHash = await ctx.hasher.hash(password.value);
  const { claims, grant, user } = await ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, email.value)) throw authErrors.userAlreadyExists();
      const userId = await insertUser(tx, {
        email: email.value,
        passwordHash,
        metadata: data as Record<string, unknown>,
      });
      const grant = await createSession(tx, userId, userAgent(req));
      const user = (await loadUser(tx, userId)) as AuthUser;
      const claims = await buildClaims(tx, {
        user,
        sessionId: grant.sessionId,
        method: "password",
        issuer: authIssuer(),
      });
      return { claims, grant, user };
    })
    .catch((error: unknown) => {
      throw signupFailure(error);
    });
  sendJson(res, 200, await sessionResponse(ctx.keys, claims, grant, user));
};

const getUser: Route = async (ctx, req, res) => {
  const { user } = await requireUser(ctx, req);
  sendJson(res, 200, user);
};

const logout: Route = async (ctx, req, res, url) => {
  req.resume();
  const scope = checkLogoutScope(url.searchParams.get("scope"));
  if (!scope.ok) throw scope.error;
  const { user, sessionId } = await requireUser(ctx, req);
  await deleteSessions(ctx.db, user.id, sessionId, scope.value);
  sendEmpty(res, 204);
};

const jwks: Route = async (ctx, _req, res) => {
  sendJson(res, 200, { keys: [ctx.keys.publicJwk] }, { "Cache-Control": "public, max-age=600" });
};

const health: Route = async (_ctx, _req, res) => {
  sendJson(res, 200, { version: "embedded", name: "GoTrue", description: "Vitrine embedded auth" });
};

const ROUTES: Record<string, Route> = {
  "POST /signup": signup,
  "POST /token": (ctx, req, res, url) =>
    url.searchParams.get("grant_type") === "pkce"
      ? pkceGrant(ctx, req, res, url)
      : tokenGrant(ctx, req, res, url),
  "GET /user": getUser,
  "PUT /user": updateUser,
  "POST /logout": logout,
  "POST /recover": recover,
  "POST /verify": verifyPost,
  "GET /verify": verifyGet,
  "GET /.well-known/jwks.json": jwks,
  "GET /health": health,
};

/** The Auth admin API: only a request made with the secret key (service_role) reaches these. */
const ADMIN_ROUTES: Record<string, AdminHandler> = {
  "POST /invite": invite,
  "POST /admin/generate_link": generateLink,
  "GET /admin/users": adminListUsers,
  "POST /admin/users": adminCreateUser,
  "GET /admin/users/:id": adminGetUser,
  "PUT /admin/users/:id": adminUpdateUser,
  "DELETE /admin/users/:id": adminDeleteUser,
};

// The e-mail link a person opens in a browser carries no API key, as Supabase's gateway leaves /verify open.
const OPEN_ROUTES = new Set(["GET /.well-known/jwks.json", "GET /health", "GET /verify"]);
const KNOWN_PATHS = new Set(
  [...Object.keys(ROUTES), ...Object.keys(ADMIN_ROUTES)].map((key) => key.slice(key.indexOf(" ") + 1)),
);

/** `/admin/users/<id>` becomes the `:id` route and its id. */
function adminPath(path: string): { path: string; id?: string } {
  const match = /^\/admin\/users\/([^/]+)$/.exec(path);
  return match ? { path: "/admin/users/:id", id: decodeURIComponent(match[1]!) } : { path };
}

/** config.toml `[auth.rate_limit]`: which allowance a request spends, if any (GoTrue's buckets). */
function limiterFor(ctx: BackendContext, key: string, url: URL): RateLimiter | null {
  if (key === "POST /signup") return ctx.limiters.signInSignUps;
  if (key !== "POST /token") return null;
  const grant = url.searchParams.get("grant_type");
  if (grant === "password") return ctx.limiters.signInSignUps;
  return grant === "refresh_token" ? ctx.limiters.tokenRefresh : null;
}

/** /auth/v1/<path>: the part of Supabase Auth the app uses. */
export async function handleAuth(ctx: BackendContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const path = url.pathname.slice("/auth/v1".length) || "/";
  const key = `${req.method ?? "GET"} ${path}`;
  const route = ROUTES[key];
  const role = OPEN_ROUTES.has(key) ? null : requireApiKey(req, url);
  const admin = adminPath(path);
  const adminRoute = ADMIN_ROUTES[`${req.method ?? "GET"} ${admin.path}`];
  if (adminRoute) {
    // GoTrue's requireAdmin: the publishable key, with or without a person's token, is not an admin.
    if (role !== "service_role") {
      req.resume();
      throw authErrors.notAdmin();
    }
    return adminRoute(ctx, req, res, url, admin.id);
  }
  if (!route) {
    throw KNOWN_PATHS.has(path) || KNOWN_PATHS.has(admin.path)
      ? authErrors.methodNotAllowed()
      : authErrors.notFound();
  }
  // Counted before the body is read, as GoTrue does: a refused attempt costs no password check.
  const decision = limiterFor(ctx, key, url)?.take(rateLimitKey(req, role, ctx.auth.forwardingSecret));
  if (decision && !decision.allowed) throw authErrors.overRequestRateLimit(decision.retryAfterSeconds);
  await route(ctx, req, res, url);
}
