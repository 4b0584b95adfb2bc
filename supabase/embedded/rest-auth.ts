import type { IncomingMessage } from "node:http";

import type { BackendContext } from "./context";
import { requireApiKey } from "./gateway";
import { bearerToken } from "./http";
import { roleForApiKey } from "./keys";
import { restErrors } from "./rest-errors";

export type ApiRole = "anon" | "authenticated" | "service_role";
export type RequestAuth = { role: ApiRole; claims: Record<string, unknown> };

const ROLES = new Set<string>(["anon", "authenticated", "service_role"]);

/**
 * The role and claims a Data API request runs with: the key's role (publishable = anon, secret =
 * service_role), or the role claim of a user's access token verified against the signing key.
 */
export async function requestAuth(ctx: BackendContext, req: IncomingMessage, url: URL): Promise<RequestAuth> {
  const keyRole = requireApiKey(req, url);
  const bearer = bearerToken(req);
  const bearerKeyRole = bearer ? roleForApiKey(bearer) : null;
  if (!bearer || bearerKeyRole) {
    const role = bearerKeyRole ?? keyRole;
    return { role, claims: { role } };
  }
  const verified = await ctx.keys.verify(bearer);
  if (!verified.ok) {
    throw verified.reason === "expired" ? restErrors.jwtExpired() : restErrors.jwtInvalid(verified.detail);
  }
  const role = typeof verified.claims.role === "string" ? verified.claims.role : "anon";
  if (!ROLES.has(role)) throw restErrors.jwtInvalid(`role "${role}" is not allowed`);
  return { role: role as ApiRole, claims: verified.claims };
}
