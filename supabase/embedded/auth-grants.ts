import type { IncomingMessage, ServerResponse } from "node:http";

import { authErrors } from "./auth-errors";
import { createSession, rotateRefreshToken } from "./auth-sessions";
import { findUserByEmail, loadUser, type AuthUser } from "./auth-store";
import { buildClaims, sessionResponse } from "./auth-tokens";
import { authIssuer, type BackendContext } from "./context";
import { asObject, header, readJson, sendJson } from "./http";

export function userAgent(req: IncomingMessage): string | null {
  return header(req, "user-agent") ?? null;
}

// A NUL or other control character can never be part of an address; PostgreSQL would refuse the byte.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// Refresh tokens this backend issues: base64url, 32 characters; anything else cannot exist.
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{1,255}$/;

async function passwordGrant(ctx: BackendContext, req: IncomingMessage, res: ServerResponse) {
  const body = asObject(await readJson(req));
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  const password = typeof body.password === "string" ? body.password : "";
  if (email === "") throw authErrors.invalidCredentials();
  if (CONTROL_CHARACTER.test(email)) throw authErrors.emailInvalid();
  const found = await findUserByEmail(ctx.db, email);
  const valid = await ctx.hasher.verify(password, found?.encrypted_password);
  if (!found || !valid || found.banned) throw authErrors.invalidCredentials();
  if (!found.confirmed) throw authErrors.emailNotConfirmed();
  const { claims, grant, user } = await ctx.db.transaction(async (tx) => {
    const grant = await createSession(tx, found.id, userAgent(req));
    const user = (await loadUser(tx, found.id)) as AuthUser;
    const claims = await buildClaims(tx, {
      user,
      sessionId: grant.sessionId,
      method: "password",
      issuer: authIssuer(),
    });
    return { claims, grant, user };
  });
  sendJson(res, 200, await sessionResponse(ctx.keys, claims, grant, user));
}

async function refreshGrant(ctx: BackendContext, req: IncomingMessage, res: ServerResponse) {
  const body = asObject(await readJson(req));
  const token = typeof body.refresh_token === "string" ? body.refresh_token : "";
  if (token === "") throw authErrors.refreshTokenRequired();
  if (!REFRESH_TOKEN.test(token)) throw authErrors.refreshTokenNotFound();
  const outcome = await ctx.db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, token, ctx.auth.refreshTokenReuseInterval);
    if (rotated.kind !== "rotated") return rotated;
    const user = await loadUser(tx, rotated.userId);
    if (!user) return { kind: "not_found" as const };
    const claims = await buildClaims(tx, {
      user,
      sessionId: rotated.grant.sessionId,
      method: "token_refresh",
      issuer: authIssuer(),
    });
    return { kind: "ok" as const, claims, grant: rotated.grant, user };
  });
  // The family revocation of a reused token is committed before the error goes out.
  if (outcome.kind === "not_found") throw authErrors.refreshTokenNotFound();
  if (outcome.kind === "reused") throw authErrors.refreshTokenAlreadyUsed();
  sendJson(res, 200, await sessionResponse(ctx.keys, outcome.claims, outcome.grant, outcome.user));
}

/** POST /token: the password and refresh_token grants; any other grant type is refused like GoTrue does. */
export async function tokenGrant(ctx: BackendContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const grantType = url.searchParams.get("grant_type");
  if (grantType === "password") return passwordGrant(ctx, req, res);
  if (grantType === "refresh_token") return refreshGrant(ctx, req, res);
  req.resume();
  throw authErrors.unsupportedGrantType();
}
