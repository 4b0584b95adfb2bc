import { createHash, randomBytes } from "node:crypto";

import type { Sql } from "./auth-store";

/** The e-mail links GoTrue verifies (`type` of /verify) and the token each one spends. */
export type LinkType = "recovery" | "magiclink" | "invite" | "signup";
export type TokenType = "recovery_token" | "confirmation_token";

export const LINK_TYPES: readonly LinkType[] = ["recovery", "magiclink", "invite", "signup"];

/** Recovery and magic links share the recovery token, invitations and sign-ups the confirmation one (GoTrue). */
export function tokenTypeFor(type: LinkType): TokenType {
  return type === "recovery" || type === "magiclink" ? "recovery_token" : "confirmation_token";
}

/** What the database keeps of a link's token_hash: its SHA-256, so a copy of the table opens nothing. */
export function storedHash(tokenHash: string): string {
  return createHash("sha256").update(tokenHash, "utf8").digest("hex");
}

/** A link's token_hash: 56 hex characters like GoTrue's, but 224 random bits instead of e-mail + 6 digits. */
export function newTokenHash(): string {
  return randomBytes(28).toString("hex");
}

/**
 * A new single-use token for the user, replacing any earlier one of the same type (GoTrue keeps one per
 * type). Returns the token_hash the e-mail carries (with GoTrue's `pkce_` prefix for a PKCE request); only its
 * digest is stored.
 */
export async function issueToken(
  sql: Sql,
  userId: string,
  email: string,
  type: TokenType,
  prefix = "",
): Promise<string> {
  const tokenHash = `${prefix}${newTokenHash()}`;
  await sql.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                   created_at = now(), updated_at = now()`,
    [userId, type, storedHash(tokenHash), email],
  );
  return tokenHash;
}

/**
 * Spends a token: the user it opens, or null when it is unknown, of another type or older than
 * `expirySeconds`. A token found is deleted either way, so it never works twice.
 */
export async function consumeToken(
  sql: Sql,
  tokenHash: string,
  type: TokenType,
  expirySeconds: number,
): Promise<string | null> {
  const { rows } = await sql.query<{ user_id: string; fresh: boolean }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = $2
     returning user_id, created_at > now() - make_interval(secs => $3) as fresh`,
    [storedHash(tokenHash), type, expirySeconds],
  );
  const row = rows[0];
  return row && row.fresh ? row.user_id : null;
}
