#!/usr/bin/env node
// Runs a command (next dev/build/start, Playwright's web server) next to a Supabase backend:
// the hosted one when SUPABASE_URL / NEXT_PUBLIC_SUPABASE_URL is set, otherwise the embedded one
// (supabase/embedded) started here on 127.0.0.1:${VITRINE_BACKEND_PORT:-54321} with ${VITRINE_DATA_DIR:-.data/pglite}.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { constants } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
const tag = "[with-backend]";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error(`${tag} uso: node scripts/with-backend.mjs <comando> [argumentos...]`);
  process.exit(2);
}

const KEYS = [
  "SUPABASE_URL",
  "NEXT_PUBLIC_SUPABASE_URL",
  "VITRINE_BACKEND_PORT",
  "VITRINE_DATA_DIR",
  "VITRINE_AUTH_RATE_LIMIT_SIGN_IN",
];

/**
 * The few settings this script needs, from the environment or else from the .env files Next.js will
 * load (so a hosted SUPABASE_URL kept in .env.local is honoured here too). Empty values count as unset.
 */
function setting(name) {
  if (process.env[name]) return process.env[name];
  const mode = args.includes("dev") || command === "dev" ? "development" : "production";
  for (const file of [".env.local", `.env.${mode}.local`, `.env.${mode}`, ".env"]) {
    let text;
    try {
      text = readFileSync(join(process.cwd(), file), "utf8");
    } catch {
      continue;
    }
    for (const line of text.split(/\r?\n/)) {
      const match = /^\s*(?:export\s+)?([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (!match || match[1] !== name || !KEYS.includes(name)) continue;
      const value = match[2].replace(/^(['"])(.*)\1$/, "$2");
      if (value) return value;
    }
  }
  return undefined;
}

// Playwright runs this outside npm, so the project's binaries (next, playwright) join PATH here.
const baseEnv = {
  ...process.env,
  PATH: [join(ROOT, "node_modules", ".bin"), process.env.PATH].filter(Boolean).join(delimiter),
};
const signalCode = (signal) => 128 + (constants.signals[signal] ?? 1);
let shuttingDown = false;

function spawnCommand(env) {
  return spawn(command, args, { stdio: "inherit", env, shell: process.platform === "win32" });
}

/** Resolves once the child has exited (at once when it already has). */
function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

function startBackend() {
  const port = setting("VITRINE_BACKEND_PORT") || "54321";
  const dataDir = setting("VITRINE_DATA_DIR") || ".data/pglite";
  const cli = join(ROOT, "supabase", "embedded", "cli.ts");
  const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), cli], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: {
      ...baseEnv,
      VITRINE_BACKEND_PORT: port,
      VITRINE_DATA_DIR: dataDir,
      // from .env.local too, like the two above (supabase/embedded/config.ts reads it)
      VITRINE_AUTH_RATE_LIMIT_SIGN_IN: setting("VITRINE_AUTH_RATE_LIMIT_SIGN_IN") ?? "",
    },
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`o backend embutido não ficou pronto em ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    child.on("message", (message) => {
      if (message?.type !== "vitrine-backend-ready") return;
      clearTimeout(timer);
      resolve(message);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `o backend embutido saiu antes de ficar pronto (código ${code ?? signal}); veja a mensagem acima`,
        ),
      );
    });
  });
  return { child, ready };
}

async function runWithHostedBackend() {
  const child = spawnCommand(baseEnv);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? signalCode(signal)));
}

async function runWithEmbeddedBackend() {
  const backend = startBackend();
  let app;
  const shutdown = async (signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    if (app) app.kill(signal);
    await Promise.all([app ? exited(app) : undefined, stop(backend.child)]);
    process.exit(app?.exitCode ?? signalCode(signal));
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown(signal));

  let info;
  try {
    info = await backend.ready;
  } catch (error) {
    console.error(`${tag} ${error.message}`);
    await stop(backend.child);
    process.exit(1);
  }
  if (shuttingDown) return;
  app = spawnCommand({
    ...baseEnv,
    SUPABASE_URL: info.url,
    SUPABASE_PUBLISHABLE_KEY: info.publishableKey,
    SUPABASE_SECRET_KEY: info.secretKey,
  });
  backend.child.once("exit", (code) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.error(`${tag} o backend embutido parou (código ${code}); encerrando ${command}`);
    void stop(app).then(() => process.exit(1));
  });
  app.once("exit", (code, signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    void stop(backend.child).then(() => process.exit(code ?? signalCode(signal)));
  });
}

if (setting("SUPABASE_URL") || setting("NEXT_PUBLIC_SUPABASE_URL")) await runWithHostedBackend();
else await runWithEmbeddedBackend();
