import { randomBytes, randomUUID } from "node:crypto";

import type { Sql } from "./auth-store";

function newRefreshToken(): string {
  return randomBytes(24).toString("base64url");
}

export type SessionGrant = { sessionId: string; refreshToken: string };

/** How a session was opened, as GoTrue records it in auth.mfa_amr_claims (the tokens' `amr`). */
export type SignInMethod = "password" | "otp";

export async function createSession(
  sql: Sql,
  userId: string,
  userAgent: string | null,
  method: SignInMethod = "password",
): Promise<SessionGrant> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await sql.query("insert into auth.sessions (id, user_id, user_agent) values ($1, $2, $3)", [
    sessionId,
    userId,
    userAgent,
  ]);
  await sql.query("insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)", [
    sessionId,
    method,
  ]);
  await sql.query("insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [
    refreshToken,
    userId,
    sessionId,
  ]);
  await sql.query("update auth.users set last_sign_in_at = now() where id = $1", [userId]);
  return { sessionId, refreshToken };
}

type TokenRow = {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  /** When the token was revoked (its last update), in epoch milliseconds. */
  revoked_at_ms: number;
};

/**
 * config.toml `refresh_token_reuse_interval`: a rotated token still yields the live one this many
 * seconds after its rotation (two tabs refreshing at once); later it is a replay.
 */
export function withinReuseWindow(revokedAtMs: number, nowMs: number, intervalSeconds: number): boolean {
  // A revocation "in the future" is clock granularity between PostgreSQL and Node: still inside.
  return nowMs - revokedAtMs <= intervalSeconds * 1000;
}

export type RotateResult =
  { kind: "not_found" } | { kind: "reused" } | { kind: "rotated"; userId: string; grant: SessionGrant };

/**
 * Refresh-token rotation as GoTrue does it: a revoked token is refused (and its whole session's family
 * revoked) unless its child is the live one and the reuse interval since its rotation has not passed.
 */
export async function rotateRefreshToken(
  sql: Sql,
  token: string,
  reuseIntervalSeconds: number,
  now: number = Date.now(),
): Promise<RotateResult> {
  const { rows } = await sql.query<TokenRow>(
    `select token, user_id, session_id, revoked,
            (extract(epoch from updated_at) * 1000)::float8 as revoked_at_ms
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  const row = rows[0];
  if (!row) return { kind: "not_found" };
  const grant = (refreshToken: string) => ({ sessionId: row.session_id, refreshToken });
  if (row.revoked) {
    // Two tabs refreshing at once: the loser gets the token the winner received.
    const child = await sql.query<{ token: string }>(
      "select token from auth.refresh_tokens where parent = $1 and revoked = false and session_id = $2",
      [row.token, row.session_id],
    );
    const live = child.rows[0];
    if (live && withinReuseWindow(Number(row.revoked_at_ms), now, reuseIntervalSeconds)) {
      return { kind: "rotated", userId: row.user_id, grant: grant(live.token) };
    }
    await sql.query(
      "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1",
      [row.session_id],
    );
    return { kind: "reused" };
  }
  const next = newRefreshToken();
  await sql.query("update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1", [
    row.token,
  ]);
  await sql.query(
    "insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)",
    [next, row.user_id, row.session_id, row.token],
  );
  await sql.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [
    row.session_id,
  ]);
  return { kind: "rotated", userId: row.user_id, grant: grant(next) };
}

export async function sessionCreatedAt(sql: Sql, sessionId: string): Promise<number | null> {
  const { rows } = await sql.query<{ at: number }>(
    "select extract(epoch from created_at)::bigint as at from auth.sessions where id = $1",
    [sessionId],
  );
  const at = rows[0]?.at;
  return at === undefined ? null : Number(at);
}

export type AmrEntry = { method: string; timestamp: number };

/** The session's `amr` claim: how it was opened and when, kept across refreshes as GoTrue keeps it. */
export async function sessionAmr(sql: Sql, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await sql.query<{ method: string; at: number }>(
    `select authentication_method as method, extract(epoch from created_at)::bigint as at
     from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: Number(row.at) }));
}

/** GoTrue on a password change: every other session of the user ends (all of them when there is none). */
export async function endOtherSessions(
  sql: Sql,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  if (keepSessionId) {
    await sql.query("delete from auth.sessions where user_id = $1 and id <> $2", [userId, keepSessionId]);
  } else {
    await sql.query("delete from auth.sessions where user_id = $1", [userId]);
  }
}

/** product.md §4: global sign-out ends every session (their refresh tokens go with them). */
export async function deleteSessions(
  sql: Sql,
  userId: string,
  sessionId: string,
  scope: "global" | "local" | "others",
): Promise<void> {
  if (scope === "global") {
    await sql.query("delete from auth.sessions where user_id = $1", [userId]);
  } else if (scope === "local") {
    await sql.query("delete from auth.sessions where id = $1", [sessionId]);
  } else {
    await sql.query("delete from auth.sessions where user_id = $1 and id <> $2", [userId, sessionId]);
  }
}
