import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { loadAuthSettings, type AuthSettings } from "./config";
import { authIssuer, type BackendContext } from "./context";
import { openDatabase, type Database } from "./db";
import { loadSigningKeys } from "./jwt";
import {
  activateApiKeys,
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  LOCAL_API_KEYS,
  MEMORY_DATA_DIR,
  validateApiKeys,
  type ApiKeys,
} from "./keys";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import { checkTemplates } from "./auth-mail";
import { loadEmailSettings, type EmailSettings } from "./mail-config";
import { Outbox } from "./mail-outbox";
import { startMailServer, type MailServer } from "./mail-server";
import { PasswordHasher } from "./password";
import { EMAIL_WINDOW_MS, RateLimiter } from "./rate-limit";
import type { RealtimeSettings } from "./realtime-connection";
import { attachRealtime } from "./realtime-server";
import { createRequestHandler, type Internals } from "./server";
import { Stats } from "./stats";
import { openFileStore } from "./storage-files";

export { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "./keys";

export type EmbeddedBackendOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** A folder (created and seeded when empty) or `memory`. */
  dataDir?: string;
  /** Saved databases a `memory` backend starts from, and saves one in when none fits (openDatabase in db.ts). */
  snapshotDir?: string;
  /** Overrides supabase/config.toml's `[auth]` settings (tests pin the rate limits with it). */
  auth?: Partial<AuthSettings>;
  /** The publishable and secret keys (default: the local ones in keys.ts). */
  apiKeys?: ApiKeys;
  /** Origins granted CORS (default none: no browser code calls this backend). */
  allowedOrigins?: readonly string[];
  /** Overrides the Realtime websocket's limits (tests shorten the idle timeout with it). */
  realtime?: Partial<RealtimeSettings>;
  /** Overrides config.toml's e-mail settings (tests shorten otp_expiry or lower email_sent with it). */
  email?: Partial<EmailSettings>;
  /**
   * The outbox API's port on 127.0.0.1 (default: VITRINE_MAIL_PORT / `[inbucket] port`, 54324; a backend
   * started on a free port, as tests do, gets its outbox on a free port too).
   */
  mailPort?: number;
};

export type EmbeddedBackend = {
  url: string;
  publishableKey: string;
  secretKey: string;
  dataDir: string;
  /** True when this start created and seeded the database. */
  created: boolean;
  /** True when that database was the copy saved in `snapshotDir` rather than bootstrapped. */
  fromSnapshot: boolean;
  /** The outbox's Mailpit-compatible API, http://127.0.0.1:<port> (GET /api/v1/messages). */
  mailUrl: string;
  stop(): Promise<void>;
};

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(
          new Error(
            `A porta ${port} em ${host} já está em uso (port already in use). ` +
              "Pare o outro processo ou defina VITRINE_BACKEND_PORT.",
          ),
        );
      } else reject(error);
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The address clients dial: a wildcard bind is reached over loopback, an IPv6 one in brackets. */
export function dialHost(host: string): string {
  if (host === "0.0.0.0" || host === "") return DEFAULT_HOST;
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

/** How long an idle keep-alive connection stays open (undici, the app's fetch, honours the server's hint). */
export const KEEP_ALIVE_MS = 60_000;

/**
 * Starts the Supabase-compatible backend (Auth, Data API, Storage and the Realtime websocket over PGlite).
 * Tests, benches and the CLI use it.
 */
export async function startEmbeddedBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  const host = options.host ?? DEFAULT_HOST;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const auth: AuthSettings = { ...loadAuthSettings(), ...options.auth };
  const email: EmailSettings = { ...loadEmailSettings(), ...options.email };
  checkTemplates(email);
  const apiKeys = validateApiKeys(options.apiKeys ?? LOCAL_API_KEYS);
  const releaseKeys = activateApiKeys(apiKeys);
  let lock: DataDirLock | null;
  try {
    lock = dataDir === MEMORY_DATA_DIR ? null : acquireDataDirLock(dataDir);
  } catch (error) {
    releaseKeys();
    throw error;
  }
  const stats = new Stats();
  let markReady: (ctx: BackendContext) => void = () => {};
  let markFailed: (error: unknown) => void = () => {};
  const ready = new Promise<BackendContext>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  ready.catch(() => {});
  const internals: Internals = {};
  const server = createServer(
    createRequestHandler(
      stats,
      ready,
      { allowedOrigins: options.allowedOrigins ?? [], keys: apiKeys },
      internals,
    ),
  );
  const realtime = attachRealtime(server, ready, apiKeys, {
    settings: options.realtime,
    delivered: (sockets) => stats.recordDelivery(sockets),
  });
  internals.realtime = realtime;
  stats.watchRealtime(realtime.counts);
  // Connections the app keeps to Supabase stay open between its calls, as with the hosted API gateway: with
  // Node's 5 s a sign-in after a quiet moment paid a new TCP handshake queued behind a busy backend (product.md D9).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  let db: Database | undefined;
  let hasher: PasswordHasher | undefined;
  let mailServer: MailServer | undefined;

  const shutdown = async () => {
    server.close();
    await mailServer?.close();
    // upgraded sockets are no longer the HTTP server's: closed here, before the database they read
    await realtime.close();
    server.closeAllConnections();
    await hasher?.close();
    if (db && !db.closed) await db.close();
    lock?.release();
    releaseKeys();
  };

  try {
    const port = await listen(server, options.port ?? 0, host);
    const baseUrl = `http://${dialHost(host)}:${port}`;
    const outbox = new Outbox();
    mailServer = await startMailServer(outbox, options.mailPort ?? (options.port === 0 ? 0 : email.mailPort));
    const opened = await openDatabase(dataDir, options.snapshotDir);
    db = opened.db;
    const keys = await loadSigningKeys(db, authIssuer());
    hasher = new PasswordHasher();
    const limiters = {
      signInSignUps: new RateLimiter(auth.signInSignUpsPerWindow),
      tokenRefresh: new RateLimiter(auth.tokenRefreshesPerWindow),
      emailSent: new RateLimiter(email.emailSentPerHour, EMAIL_WINDOW_MS),
    };
    const mail = { settings: email, emailSent: limiters.emailSent, outbox };
    const ctx: BackendContext = {
      db,
      keys,
      hasher,
      baseUrl,
      auth,
      limiters,
      files: openFileStore(dataDir),
      mail,
    };
    await realtime.start(ctx);
    markReady(ctx);
    let stopping: Promise<void> | undefined;
    return {
      url: baseUrl,
      publishableKey: apiKeys.publishable,
      secretKey: apiKeys.secret,
      dataDir,
      created: opened.created,
      fromSnapshot: opened.fromSnapshot,
      mailUrl: mailServer.url,
      stop: () => (stopping ??= shutdown()),
    };
  } catch (error) {
    markFailed(error);
    await shutdown();
    throw error;
  }
}
