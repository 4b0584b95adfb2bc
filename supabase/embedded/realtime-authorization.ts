import { randomUUID } from "node:crypto";

import type { Database } from "./db";
import type { ChannelIdentity } from "./realtime-token";

/** The roles a channel may act as: the API roles (a token naming another role is refused). */
const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

export type Extension = "broadcast" | "presence";
export type ReadPolicies = Record<Extension, boolean>;

export type AuthorizationContext = {
  /** The channel's topic without `realtime:`, as `realtime.topic()` returns it. */
  topic: string;
  identity: ChannelIdentity;
  /** The `x-` headers of the upgrade request, as hosted puts them in `request.headers`. */
  headers: Record<string, string>;
};

/** A failure of the policies themselves (any SQLSTATE): hosted reports it as the topic being unreadable. */
function isPolicyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * Realtime.Tenants.Authorization.get_read_authorizations: in one transaction, insert a probe row per extension
 * (as the owner), then act as the channel's role with hosted's settings (`role`, `realtime.topic`,
 * `request.jwt.claims`, `request.jwt.claim.sub`/`role`, `request.headers`), read the probes back through RLS,
 * and roll everything back. A probe the role can read is that extension's read permission.
 */
export async function readPolicies(
  db: Database,
  context: AuthorizationContext,
  extensions: readonly Extension[],
): Promise<ReadPolicies> {
  const denied: ReadPolicies = { broadcast: false, presence: false };
  const { identity } = context;
  if (!API_ROLES.has(identity.role)) return denied;
  const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
  try {
    return await db.transaction(async (tx) => {
      for (const probe of probes) {
        await tx.query("insert into realtime.messages (id, topic, extension) values ($1, $2, $3)", [
          probe.id,
          context.topic,
          probe.extension,
        ]);
      }
      // Only the claims, as the REST layer sets them (auth.uid() reads them): hosted Realtime also sets
      // request.jwt.claim.sub, which a data folder made before auth-schema.sql's helpers ignored an empty one
      // would then read as '' on this one connection for every later request.
      await tx.query(
        "select set_config('role', $1, true), set_config('realtime.topic', $2, true), " +
          "set_config('request.jwt.claims', $3, true), set_config('request.headers', $4, true)",
        [identity.role, context.topic, JSON.stringify(identity.claims), JSON.stringify(context.headers)],
      );
      const { rows } = await tx.query<{ id: string }>(
        "select id::text as id from realtime.messages where id = any($1::uuid[])",
        [probes.map((probe) => probe.id)],
      );
      await tx.rollback();
      const seen = new Set(rows.map((row) => row.id));
      const policies = { ...denied };
      for (const probe of probes) policies[probe.extension] = seen.has(probe.id);
      return policies;
    });
  } catch (error) {
    if (isPolicyError(error)) return denied;
    throw error;
  }
}
