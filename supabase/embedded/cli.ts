import { parseArgs } from "node:util";

import { parseAllowedOrigins } from "./browser-access";
import { startEmbeddedBackend } from "./index";
import {
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_PORT,
  isLoopbackHost,
  LOCAL_SECRET_KEY,
  loadApiKeys,
} from "./keys";

/**
 * `npm run backend`: the embedded Supabase-compatible backend, on 127.0.0.1 unless --host says otherwise
 * (scripts/with-backend.mjs passes the address HOSTNAME names).
 * Env: VITRINE_BACKEND_PORT (54321), VITRINE_DATA_DIR (.data/pglite, or `memory`),
 * VITRINE_BACKEND_PUBLISHABLE_KEY / VITRINE_BACKEND_SECRET_KEY (keys.ts's local ones),
 * VITRINE_BACKEND_ALLOWED_ORIGINS (origins granted CORS; none by default), VITRINE_MAIL_PORT (the outbox's
 * Mailpit-compatible API on 127.0.0.1, 54324), VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT (e-mails per hour),
 * SITE_URL (the site the e-mails' links open; config.toml's site_url otherwise), VITRINE_SNAPSHOT_DIR (a
 * `memory` database starts from the copy saved there, and saves one there first: with-backend.mjs's folder).
 */
const { values } = parseArgs({
  options: { port: { type: "string" }, "data-dir": { type: "string" }, host: { type: "string" } },
  allowPositionals: false,
});

const port = Number(values.port ?? process.env.VITRINE_BACKEND_PORT ?? DEFAULT_PORT);
const dataDir = values["data-dir"] ?? process.env.VITRINE_DATA_DIR ?? DEFAULT_DATA_DIR;
const host = values.host || DEFAULT_HOST;
const snapshotDir = process.env.VITRINE_SNAPSHOT_DIR || undefined;

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Porta inválida: ${values.port ?? process.env.VITRINE_BACKEND_PORT}`);
  const apiKeys = loadApiKeys();
  // The published local secret key opens every row: it never leaves this machine's loopback.
  if (!isLoopbackHost(host) && apiKeys.secret === LOCAL_SECRET_KEY) {
    throw new Error(
      `O backend embutido ouviria em ${host} com a chave secreta local, que é pública: ` +
        "defina VITRINE_BACKEND_SECRET_KEY ou ouça em 127.0.0.1.",
    );
  }
  const allowedOrigins = parseAllowedOrigins(process.env.VITRINE_BACKEND_ALLOWED_ORIGINS);
  const started = Date.now();
  const backend = await startEmbeddedBackend({
    port,
    dataDir,
    host,
    apiKeys,
    allowedOrigins,
    snapshotDir,
  });
  const state = backend.fromSnapshot
    ? `loaded from ${snapshotDir}`
    : backend.created
      ? "created and seeded"
      : "reopened";
  const secret = apiKeys.secret === LOCAL_SECRET_KEY ? "local" : "from VITRINE_BACKEND_SECRET_KEY";
  console.log(
    `[vitrine-backend] ready at ${backend.url} on ${host} (pid ${process.pid}; data ${dataDir}: ${state}, ` +
      `${Date.now() - started} ms; publishable key ${backend.publishableKey}, secret key ${secret}; ` +
      `CORS ${allowedOrigins.join(" ") || "none"}; e-mails at ${backend.mailUrl}/api/v1/messages)`,
  );
  // with-backend.mjs reads the keys from this message instead of parsing logs.
  process.send?.({
    type: "vitrine-backend-ready",
    url: backend.url,
    publishableKey: backend.publishableKey,
    secretKey: backend.secretKey,
  });

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    console.log(`[vitrine-backend] stopping (${reason})`);
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("[vitrine-backend] error while stopping:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  // The launcher went away without a signal: do not outlive it.
  process.on("disconnect", () => stop("parent exited"));
}

main().catch((error: unknown) => {
  console.error(`[vitrine-backend] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
