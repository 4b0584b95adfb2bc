import type { Database } from "./db";
import type { SigningKeys } from "./jwt";
import type { PasswordHasher } from "./password";

/** Everything a route needs once the database is open. */
export type BackendContext = {
  db: Database;
  keys: SigningKeys;
  hasher: PasswordHasher;
  /** http://host:port the server listens on; the token issuer is `${baseUrl}/auth/v1`. */
  baseUrl: string;
};

export function authIssuer(ctx: BackendContext): string {
  return `${ctx.baseUrl}/auth/v1`;
}
