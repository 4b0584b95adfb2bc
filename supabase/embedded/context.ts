import type { Mailer } from "./auth-mail";
import type { AuthSettings } from "./config";
import type { Database } from "./db";
import type { SigningKeys } from "./jwt";
import { TOKEN_ISSUER } from "./keys";
import type { PasswordHasher } from "./password";
import type { AuthLimiters } from "./rate-limit";
import type { FileStore } from "./storage-files";

/** Everything a route needs once the database is open. */
export type BackendContext = {
  db: Database;
  keys: SigningKeys;
  hasher: PasswordHasher;
  /** http://host:port the server listens on. */
  baseUrl: string;
  /** supabase/config.toml's `[auth]` settings (with the environment's overrides). */
  auth: AuthSettings;
  limiters: AuthLimiters;
  /** The bytes of Storage objects (their rows live in `storage.objects`). */
  files: FileStore;
  /** Auth's e-mails: config.toml's settings and templates, the hourly allowance, the outbox. */
  mail: Mailer;
};

/** The issuer this backend's tokens carry and its verification demands (keys.ts TOKEN_ISSUER). */
export function authIssuer(): string {
  return TOKEN_ISSUER;
}
