import type { IncomingMessage, ServerResponse } from "node:http";

import { authErrors } from "./auth-errors";
import { requireUser } from "./auth-guard";
import { prepareLinkMail } from "./auth-mail";
import { resolveRedirect } from "./auth-redirect";
import { endOtherSessions } from "./auth-sessions";
import { findUserByEmail, loadUser, mergeMetadata, type AuthUser, type Sql } from "./auth-store";
import { checkEmail, checkPasswordStrength, checkPkceParams } from "./auth-validation";
import type { BackendContext } from "./context";
import { asObject, readJson, sendJson } from "./http";

export type Handler = (
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => Promise<void>;

/** GoTrue's `secure_password_change`: without a sign-in in the last 24 h, a password update needs a nonce. */
const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** PUT /user: the signed-in person's password and metadata (updateUser). */
export const updateUser: Handler = async (ctx, req, res) => {
  const { user, sessionId } = await requireUser(ctx, req);
  const body = asObject(await readJson(req));
  const password =
    body.password === undefined || body.password === null
      ? null
      : checkPasswordStrength(body.password, ctx.auth.minimumPasswordLength);
  if (password && !password.ok) throw password.error;
  if (body.app_metadata !== undefined) {
    throw authErrors.notAdminMetadata();
  }
  const email = typeof body.email === "string" && body.email.trim() !== "" ? checkEmail(body.email) : null;
  if (email && !email.ok) throw email.error;
  if (email && email.value !== user.email) throw authErrors.notImplemented("Changing the e-mail address");
  if (typeof body.phone === "string" && body.phone !== "" && body.phone !== user.phone) {
    throw authErrors.notImplemented("Changing the phone number");
  }
  if (body.data !== undefined && body.data !== null && !isObject(body.data)) {
    throw authErrors.userMetadataInvalid("data");
  }
  let passwordHash: string | null = null;
  if (password) {
    if (ctx.mail.settings.securePasswordChange) await requireRecentSignIn(ctx.db, sessionId, body.nonce);
    const current = await ctx.db.query<{ encrypted_password: string | null }>(
      "select encrypted_password from auth.users where id = $1",
      [user.id],
    );
    const hash = current.rows[0]?.encrypted_password;
    if (hash && (await ctx.hasher.verify(password.value, hash))) throw authErrors.samePassword();
    passwordHash = await ctx.hasher.hash(password.value);
  }
  const updated = await ctx.db.transaction(async (tx) => {
    if (passwordHash !== null) {
      await tx.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
        user.id,
        passwordHash,
      ]);
      // GoTrue's UpdatePassword: every other session of the account ends; this one stays.
      await endOtherSessions(tx, user.id, sessionId || null);
    }
    if (isObject(body.data)) await mergeMetadata(tx, user.id, "raw_user_meta_data", body.data);
    return (await loadUser(tx, user.id)) as AuthUser;
  });
  sendJson(res, 200, updated);
};

async function requireRecentSignIn(sql: Sql, sessionId: string, nonce: unknown): Promise<void> {
  const { rows } = await sql.query<{ recent: boolean }>(
    "select created_at > now() - make_interval(secs => $2) as recent from auth.sessions where id = $1",
    [sessionId, RECENT_SIGN_IN_SECONDS],
  );
  if (rows[0]?.recent) return;
  if (typeof nonce !== "string" || nonce === "") throw authErrors.reauthenticationNeeded();
  throw authErrors.notImplemented("Reauthentication with a nonce");
}

/** POST /recover: always `{}`, whether the address has an account or not; only a known one gets the e-mail. */
export const recover: Handler = async (ctx, req, res, url) => {
  const body = asObject(await readJson(req));
  if (typeof body.email !== "string" || body.email.trim() === "") throw authErrors.recoverRequiresEmail();
  const email = checkEmail(body.email);
  if (!email.ok) throw email.error;
  const pkce = checkPkceParams(body.code_challenge, body.code_challenge_method);
  if (!pkce.ok) throw pkce.error;
  const found = await findUserByEmail(ctx.db, email.value);
  if (!found) return sendJson(res, 200, {});
  const deliver = await ctx.db.transaction(async (tx) => {
    const user = (await loadUser(tx, found.id)) as AuthUser;
    return prepareLinkMail(tx, ctx.mail, {
      user: { id: user.id, email: user.email, metadata: user.user_metadata },
      kind: "recovery",
      type: "recovery",
      redirectTo: redirectFor(ctx, url.searchParams.get("redirect_to")),
      apiUrl: ctx.baseUrl,
      pkce: pkce.value,
    });
  });
  deliver();
  sendJson(res, 200, {});
};

export function redirectFor(ctx: BackendContext, requested: string | null | undefined): string {
  const { siteUrl, additionalRedirectUrls } = ctx.mail.settings;
  return resolveRedirect(requested, siteUrl, additionalRedirectUrls);
}
