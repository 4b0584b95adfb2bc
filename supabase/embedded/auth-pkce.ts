import { createHash, randomUUID } from "node:crypto";

import type { Sql } from "./auth-store";

/** GoTrue's prefix on a token whose link ends in `?code=` (the PKCE flow) instead of a session. */
export const PKCE_PREFIX = "pkce_";
/** GoTrue's default `flow_state_expiry`: an auth code is good for five minutes after the link hands it out. */
export const FLOW_STATE_EXPIRY_SECONDS = 300;

export type ChallengeMethod = "s256" | "plain";

/** Whether `verifier` answers the stored challenge (RFC 7636: S256 is base64url(SHA-256(verifier))). */
export function verifierMatches(verifier: string, challenge: string, method: ChallengeMethod): boolean {
  const computed = method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  return computed === challenge;
}

/** Keeps the request's challenge until the e-mail link is opened (GoTrue's generateFlowState). */
export async function saveFlowState(
  sql: Sql,
  userId: string,
  challenge: string,
  method: ChallengeMethod,
  authenticationMethod: string,
): Promise<void> {
  await sql.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [randomUUID(), userId, randomUUID(), method, challenge, authenticationMethod],
  );
}

/** The link was opened: the newest waiting flow of the account gets its auth code issued (GoTrue's issueAuthCode). */
export async function issueAuthCode(
  sql: Sql,
  userId: string,
  authenticationMethod: string,
): Promise<string | null> {
  const { rows } = await sql.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, authenticationMethod],
  );
  return rows[0]?.auth_code ?? null;
}

export type Exchange =
  | { kind: "not_found" }
  | { kind: "expired" }
  | { kind: "bad_verifier" }
  | { kind: "ok"; userId: string; authenticationMethod: string };

/** /token?grant_type=pkce: spends the flow (found or not, it never works twice) and checks the verifier. */
export async function exchangeAuthCode(sql: Sql, authCode: string, verifier: string): Promise<Exchange> {
  const { rows } = await sql.query<{
    user_id: string;
    code_challenge: string;
    code_challenge_method: ChallengeMethod;
    authentication_method: string;
    fresh: boolean;
  }>(
    `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null
     returning user_id, code_challenge, code_challenge_method, authentication_method,
       auth_code_issued_at > now() - make_interval(secs => $2) as fresh`,
    [authCode, FLOW_STATE_EXPIRY_SECONDS],
  );
  const row = rows[0];
  if (!row) return { kind: "not_found" };
  if (!row.fresh) return { kind: "expired" };
  if (!verifierMatches(verifier, row.code_challenge, row.code_challenge_method))
    return { kind: "bad_verifier" };
  return { kind: "ok", userId: row.user_id, authenticationMethod: row.authentication_method };
}
