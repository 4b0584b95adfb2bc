import type { JWTPayload } from "jose";

import { sessionAmr, sessionCreatedAt, type SessionGrant } from "./auth-sessions";
import type { AuthUser, Sql } from "./auth-store";
import { HttpError } from "./http";
import type { SigningKeys } from "./jwt";

/** Access-token lifetime, as Supabase's default `jwt_expiry`. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** The hook's `authentication_method`: how this token was asked for. */
export type AuthMethod = "password" | "token_refresh" | "otp";

export type SessionResponse = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
};

type HookResult = { claims?: unknown; error?: { http_code?: number; message?: string } };

const REQUIRED_CLAIMS = ["aud", "exp", "iat", "sub", "role", "session_id"] as const;

/**
 * The claims GoTrue puts in an access token, passed through the SAME `public.custom_access_token_hook`
 * production uses, run as supabase_auth_admin inside the caller's transaction.
 */
export async function buildClaims(
  sql: Sql,
  options: { user: AuthUser; sessionId: string; method: AuthMethod; issuer: string },
): Promise<JWTPayload> {
  const { user, sessionId, method, issuer } = options;
  const iat = Math.floor(Date.now() / 1000);
  const signedInAt = (await sessionCreatedAt(sql, sessionId)) ?? iat;
  const recorded = await sessionAmr(sql, sessionId);
  const amr = recorded.length > 0 ? recorded : [{ method: "password", timestamp: signedInAt }];
  const claims = {
    iss: issuer,
    aud: user.aud,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    iat,
    sub: user.id,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role,
    aal: "aal1",
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  const event = { user_id: user.id, claims, authentication_method: method };
  await sql.query("set local role supabase_auth_admin");
  const { rows } = await sql.query<{ result: HookResult }>(
    "select public.custom_access_token_hook($1::jsonb) as result",
    [JSON.stringify(event)],
  );
  await sql.query("reset role");
  const result = rows[0]?.result;
  if (result?.error) {
    const status = result.error.http_code ?? 400;
    throw new HttpError(status, {
      code: "unexpected_failure",
      message: result.error.message ?? "Hook error",
    });
  }
  const output = result?.claims;
  if (!output || typeof output !== "object" || REQUIRED_CLAIMS.some((name) => !(name in output))) {
    throw new HttpError(500, {
      code: "unexpected_failure",
      message: "output claims do not conform to the expected schema",
    });
  }
  return output as JWTPayload;
}

export async function sessionResponse(
  keys: SigningKeys,
  claims: JWTPayload,
  grant: SessionGrant,
  user: AuthUser,
): Promise<SessionResponse> {
  const accessToken = await keys.sign(claims);
  const expiresAt = typeof claims.exp === "number" ? claims.exp : Math.floor(Date.now() / 1000);
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: grant.refreshToken,
    user,
  };
}
