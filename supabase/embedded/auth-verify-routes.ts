import type { IncomingMessage } from "node:http";

import { authErrors } from "./auth-errors";
import { userAgent } from "./auth-grants";
import { consumeToken, LINK_TYPES, tokenTypeFor, type LinkType } from "./auth-otp";
import { exchangeAuthCode, issueAuthCode, PKCE_PREFIX } from "./auth-pkce";
import { createSession, type SignInMethod } from "./auth-sessions";
import { loadUser, type AuthUser, type Sql } from "./auth-store";
import { buildClaims, sessionResponse, type SessionResponse } from "./auth-tokens";
import { redirectFor, type Handler } from "./auth-user-routes";
import { authIssuer, type BackendContext } from "./context";
import { asObject, readJson, sendJson } from "./http";

/** `email` links (GoTrue's generic e-mail OTP type) may be either a confirmation or a recovery token. */
function tokenTypesFor(type: LinkType | "email") {
  return type === "email" ? (["confirmation_token", "recovery_token"] as const) : [tokenTypeFor(type)];
}

/**
 * Spends the link's token inside `tx`: the account it opens (banned ones refused), its address now
 * confirmed, or null when the token is unknown, of another type or expired.
 */
async function spendLink(
  ctx: BackendContext,
  tx: Sql,
  type: LinkType | "email",
  tokenHash: string,
): Promise<string | null> {
  let userId: string | null = null;
  for (const tokenType of tokenTypesFor(type)) {
    userId ??= await consumeToken(tx, tokenHash, tokenType, ctx.mail.settings.otpExpirySeconds);
  }
  if (!userId) return null;
  const banned = await tx.query<{ banned: boolean }>(
    "select coalesce(banned_until > now(), false) as banned from auth.users where id = $1",
    [userId],
  );
  if (banned.rows[0]?.banned) throw authErrors.userBanned();
  // Opening the link proves the address: an invited or unconfirmed account is confirmed now.
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [userId],
  );
  return userId;
}

/** A new session for the account, as its tokens and user (`method`: how it was opened, its `amr`). */
export async function openSession(
  ctx: BackendContext,
  tx: Sql,
  req: IncomingMessage,
  userId: string,
  method: SignInMethod,
): Promise<SessionResponse> {
  const grant = await createSession(tx, userId, userAgent(req), method);
  const user = (await loadUser(tx, userId)) as AuthUser;
  const claims = await buildClaims(tx, {
    user,
    sessionId: grant.sessionId,
    method: "otp",
    issuer: authIssuer(),
  });
  return sessionResponse(ctx.keys, claims, grant, user);
}

/** Spends the link's token and opens a session for its account (the `otp` sign-in method). */
async function verifyLink(
  ctx: BackendContext,
  req: IncomingMessage,
  type: LinkType | "email",
  tokenHash: string,
  invalid: () => Error = authErrors.otpExpired,
): Promise<SessionResponse> {
  const opened = await ctx.db.transaction(async (tx) => {
    const userId = await spendLink(ctx, tx, type, tokenHash);
    return userId ? openSession(ctx, tx, req, userId, "otp") : null;
  });
  // The failed attempt's deletion is committed: a wrong type or an expired link spends the token too.
  if (!opened) throw invalid();
  return opened;
}

/** A PKCE link: spends the token and hands out the waiting flow's auth code instead of a session. */
async function verifyPkceLink(
  ctx: BackendContext,
  type: LinkType | "email",
  tokenHash: string,
): Promise<string> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const userId = await spendLink(ctx, tx, type, tokenHash);
    if (!userId) return { kind: "invalid" as const };
    const code = await issueAuthCode(tx, userId, type);
    return code ? { kind: "ok" as const, code } : { kind: "no_flow" as const };
  });
  if (outcome.kind === "invalid") throw authErrors.emailLinkExpired();
  if (outcome.kind === "no_flow") throw authErrors.noFlowState();
  return outcome.code;
}

function linkType(input: unknown): LinkType | "email" {
  if (typeof input !== "string" || input === "") throw authErrors.verifyRequiresType();
  if (input === "email" || (LINK_TYPES as readonly string[]).includes(input))
    return input as LinkType | "email";
  throw authErrors.unsupportedVerifyType();
}

/** POST /verify: `{ type, token_hash }` (verifyOtp) answers a session. E-mail codes are never issued here. */
export const verifyPost: Handler = async (ctx, req, res) => {
  const body = asObject(await readJson(req));
  const type = linkType(body.type);
  const tokenHash = typeof body.token_hash === "string" ? body.token_hash.trim() : "";
  const token = typeof body.token === "string" ? body.token.trim() : "";
  if (tokenHash === "" && token === "") throw authErrors.verifyRequiresToken();
  // This backend sends links only, never a code to type: any code is one it did not issue.
  if (tokenHash === "") throw authErrors.otpExpired();
  sendJson(res, 200, await verifyLink(ctx, req, type, tokenHash));
};

/**
 * GET /verify: the `{{ .ConfirmationURL }}` link. Redirects to redirect_to with the session in the fragment
 * (implicit flow), or, for a PKCE request's token, with `?code=` for exchangeCodeForSession; errors go the
 * same way, as GoTrue sends them.
 */
export const verifyGet: Handler = async (ctx, req, res, url) => {
  req.resume();
  const target = new URL(redirectFor(ctx, url.searchParams.get("redirect_to")));
  const token = url.searchParams.get("token")?.trim() ?? "";
  const pkce = token.startsWith(PKCE_PREFIX);
  const fragment = new URLSearchParams();
  try {
    const type = linkType(url.searchParams.get("type"));
    if (token === "") throw authErrors.verifyRequiresToken();
    if (pkce) {
      target.searchParams.set("code", await verifyPkceLink(ctx, type, token));
    } else {
      const session = await verifyLink(ctx, req, type, token, authErrors.emailLinkExpired);
      for (const [key, value] of Object.entries({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      })) {
        fragment.set(key, value);
      }
    }
  } catch (error) {
    const body = (error as { body?: { code?: string; message?: string } }).body;
    const failure = new URLSearchParams({
      error: "access_denied",
      error_code: body?.code ?? "unexpected_failure",
      error_description: body?.message ?? "Unexpected failure",
    });
    failure.forEach((value, key) => {
      fragment.set(key, value);
      if (pkce) target.searchParams.set(key, value);
    });
  }
  if ([...fragment.keys()].length > 0) target.hash = fragment.toString();
  res.writeHead(303, { Location: target.href });
  res.end();
};

/** POST /token?grant_type=pkce: exchangeCodeForSession — the auth code from a PKCE link and its code verifier. */
export const pkceGrant: Handler = async (ctx, req, res) => {
  const body = asObject(await readJson(req));
  const authCode = typeof body.auth_code === "string" ? body.auth_code.trim() : "";
  const verifier = typeof body.code_verifier === "string" ? body.code_verifier : "";
  if (authCode === "" || verifier === "") throw authErrors.pkceGrantParams();
  const outcome = await ctx.db.transaction(async (tx) => {
    const exchange = await exchangeAuthCode(tx, authCode, verifier);
    if (exchange.kind !== "ok") return exchange;
    return { kind: "ok" as const, session: await openSession(ctx, tx, req, exchange.userId, "otp") };
  });
  // A spent or refused flow stays spent: its deletion is committed before the error goes out.
  if (outcome.kind === "not_found") throw authErrors.flowStateNotFound();
  if (outcome.kind === "expired") throw authErrors.flowStateExpired();
  if (outcome.kind === "bad_verifier") throw authErrors.badCodeVerifier();
  sendJson(res, 200, outcome.session);
};
