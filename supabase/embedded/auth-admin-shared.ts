import type { IncomingMessage, ServerResponse } from "node:http";

import { authErrors } from "./auth-errors";
import type { BackendContext } from "./context";

/** A route of the Auth admin API; `userId` is the `{id}` of /admin/users/{id}. */
export type AdminHandler = (
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  userId?: string,
) => Promise<void>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A metadata field: an object, or absent (null too); anything else is the caller's 400. */
export function objectField(
  body: Record<string, unknown>,
  name: string,
): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw authErrors.userMetadataInvalid(name);
  return value as Record<string, unknown>;
}

/** What a trigger or constraint refusing the change becomes: GoTrue's 500, the detail in the log only. */
export async function asDatabaseError<T>(work: Promise<T>, error: () => Error): Promise<T> {
  return work.catch((cause: unknown) => {
    if (cause && typeof cause === "object" && "status" in cause) throw cause;
    // a value PostgreSQL cannot take (class 22, a NUL byte) stays the caller's 400 (server.ts)
    const state = (cause as { code?: unknown } | null)?.code;
    if (typeof state === "string" && state.startsWith("22")) throw cause;
    console.warn(`[vitrine-backend] auth admin: ${cause instanceof Error ? cause.message : String(cause)}`);
    throw error();
  });
}
