import { parseArgs } from "node:util";

import { startEmbeddedBackend } from "./index";
import { DEFAULT_DATA_DIR, DEFAULT_PORT } from "./keys";

/**
 * `npm run backend`: the embedded Supabase-compatible backend on 127.0.0.1.
 * Env: VITRINE_BACKEND_PORT (54321), VITRINE_DATA_DIR (.data/pglite, or `memory`).
 */
const { values } = parseArgs({
  options: { port: { type: "string" }, "data-dir": { type: "string" } },
  allowPositionals: false,
});

const port = Number(values.port ?? process.env.VITRINE_BACKEND_PORT ?? DEFAULT_PORT);
const dataDir = values["data-dir"] ?? process.env.VITRINE_DATA_DIR ?? DEFAULT_DATA_DIR;

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Porta inválida: ${values.port ?? process.env.VITRINE_BACKEND_PORT}`);
  const started = Date.now();
  const backend = await startEmbeddedBackend({ port, dataDir });
  const state = backend.created ? "created and seeded" : "reopened";
  console.log(
    `[vitrine-backend] ready at ${backend.url} (data ${dataDir}: ${state}, ${Date.now() - started} ms; ` +
      `publishable key ${backend.publishableKey})`,
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
