#!/usr/bin/env node
// Runs a command (next dev/build/start, Playwright's web server) next to a Supabase backend:
// the hosted one when SUPABASE_URL / NEXT_PUBLIC_SUPABASE_URL is set, otherwise the embedded one
// (supabase/embedded) started here on ${VITRINE_BACKEND_PORT:-54321} with ${VITRINE_DATA_DIR:-.data/pglite}.
// With the embedded backend, Next and the backend listen on 127.0.0.1 unless HOSTNAME names another address
// (listen-host.mjs).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { describeExit, nextRestart } from "./backend-restart.mjs";
import { isLoopback, listenHost } from "./listen-host.mjs";

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
  "HOSTNAME",
  "VITRINE_BACKEND_PORT",
  "VITRINE_DATA_DIR",
  "VITRINE_SNAPSHOT_DIR",
  "VITRINE_AUTH_RATE_LIMIT_SIGN_IN",
  "VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT",
  "VITRINE_MAIL_PORT",
  "SITE_URL",
  "VITRINE_BACKEND_PUBLISHABLE_KEY",
  "VITRINE_BACKEND_SECRET_KEY",
  "VITRINE_BACKEND_ALLOWED_ORIGINS",
  "VITRINE_FORWARDING_SECRET",
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

// A build ends on its own and needs the backend throughout; a server outlives a backend restart.
const finite = args[0] === "build";
const listen = listenHost(setting("HOSTNAME"));

// Playwright runs this outside npm, so the project's binaries (next, playwright) join PATH here.
const baseEnv = {
  ...process.env,
  PATH: [join(ROOT, "node_modules", ".bin"), process.env.PATH].filter(Boolean).join(delimiter),
};
const signalCode = (signal) => 128 + (constants.signals[signal] ?? 1);
let shuttingDown = false;

/**
 * The wrapped command. Next the embedded backend serves listens on `listen.host` when it is given no address
 * (loopback-listen.mjs); with a hosted backend `npm start` may be a production server, left as Next starts it.
 */
function spawnCommand(env, { embedded }) {
  const preload = `--import=${pathToFileURL(join(ROOT, "scripts", "loopback-listen.mjs")).href}`;
  const serving =
    finite || !embedded
      ? {}
      : {
          VITRINE_LISTEN_HOST: listen.host,
          NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" "),
        };
  return spawn(command, args, {
    stdio: "inherit",
    env: { ...env, ...serving },
    shell: process.platform === "win32",
  });
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

/**
 * Where a `memory` backend keeps its bootstrapped database (supabase/embedded/db.ts `openDatabase`): the first
 * start saves it and a restart loads it (about 0.8 s instead of 4 s, while the site waits), seeded as the first
 * start was. VITRINE_SNAPSHOT_DIR names a folder to share with other runs (the tests); otherwise it is this
 * run's own, removed when it ends. A build has none of its own: it never restarts its backend.
 */
function snapshotDir(dataDir) {
  if (dataDir !== "memory") return "";
  const shared = setting("VITRINE_SNAPSHOT_DIR");
  if (shared || finite) return shared ?? "";
  const own = mkdtempSync(join(tmpdir(), "vitrine-pglite-"));
  process.once("exit", () => rmSync(own, { recursive: true, force: true }));
  return own;
}

/** What every start of the backend in this run shares, so a restart looks the same to Next. */
function backendSettings() {
  let secretKey = setting("VITRINE_BACKEND_SECRET_KEY");
  // The local secret key is published: beyond loopback the run uses a key of its own.
  if (!secretKey && !isLoopback(listen.host))
    secretKey = `sb_secret_${randomBytes(24).toString("base64url")}`;
  const dataDir = setting("VITRINE_DATA_DIR") || ".data/pglite";
  return {
    port: setting("VITRINE_BACKEND_PORT") || "54321",
    dataDir,
    env: {
      VITRINE_SNAPSHOT_DIR: snapshotDir(dataDir),
      // from .env.local too (supabase/embedded/config.ts, keys.ts and browser-access.ts read them)
      VITRINE_AUTH_RATE_LIMIT_SIGN_IN: setting("VITRINE_AUTH_RATE_LIMIT_SIGN_IN") ?? "",
      // Auth's e-mails: the hourly allowance, the outbox API's port (54324) and the site their links open.
      VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT: setting("VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT") ?? "",
      VITRINE_MAIL_PORT: setting("VITRINE_MAIL_PORT") ?? "",
      SITE_URL: setting("SITE_URL") ?? "",
      VITRINE_BACKEND_PUBLISHABLE_KEY: setting("VITRINE_BACKEND_PUBLISHABLE_KEY") ?? "",
      VITRINE_BACKEND_SECRET_KEY: secretKey ?? "",
      VITRINE_BACKEND_ALLOWED_ORIGINS: setting("VITRINE_BACKEND_ALLOWED_ORIGINS") ?? "",
      // The app proves with it that it wrote X-Forwarded-For; both sides get the same value.
      VITRINE_FORWARDING_SECRET:
        setting("VITRINE_FORWARDING_SECRET") || randomBytes(32).toString("base64url"),
    },
  };
}

function startBackend(settings) {
  const cli = join(ROOT, "supabase", "embedded", "cli.ts");
  const child = spawn(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), cli, "--host", listen.host],
    {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: {
        ...baseEnv,
        ...settings.env,
        VITRINE_BACKEND_PORT: settings.port,
        VITRINE_DATA_DIR: settings.dataDir,
      },
    },
  );
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
          `o backend embutido saiu antes de ficar pronto (${describeExit(code, signal)}); veja a mensagem acima`,
        ),
      );
    });
  });
  ready.catch(() => {});
  return { child, ready };
}

async function runWithHostedBackend() {
  const child = spawnCommand(baseEnv, { embedded: false });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? signalCode(signal)));
}

async function runWithEmbeddedBackend() {
  if (listen.ignored) {
    console.error(
      `${tag} HOSTNAME=${listen.ignored} não é um endereço IP: o site e o backend ouvem só em ${listen.host} ` +
        "(HOSTNAME=0.0.0.0 abre para a rede)",
    );
  }
  const settings = backendSettings();
  let backend = startBackend(settings);
  let app;
  let restartTimer;
  const shutdown = async (signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    clearTimeout(restartTimer);
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
  // A restart listens where Next already sends its calls, even when the first start picked a free port.
  settings.port = new URL(info.url).port;
  app = spawnCommand(
    {
      ...baseEnv,
      SUPABASE_URL: info.url,
      SUPABASE_PUBLISHABLE_KEY: info.publishableKey,
      SUPABASE_SECRET_KEY: info.secretKey,
      VITRINE_FORWARDING_SECRET: settings.env.VITRINE_FORWARDING_SECRET,
    },
    { embedded: true },
  );
  app.once("exit", (code, signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    clearTimeout(restartTimer);
    void stop(backend.child).then(() => process.exit(code ?? signalCode(signal)));
  });

  let failures = 0;
  const supervise = (current) => {
    current.child.once("exit", (code, signal) => {
      if (shuttingDown) return;
      const exit = describeExit(code, signal);
      if (finite) {
        shuttingDown = true;
        console.error(`${tag} o backend embutido parou (${exit}); encerrando ${command}`);
        void stop(app).then(() => process.exit(1));
        return;
      }
      // Up time counts from readiness: a backend that keeps dying while it opens keeps backing off.
      const next = nextRestart(failures, current.upSince ? Date.now() - current.upSince : 0);
      failures = next.failures;
      console.error(
        `${tag} o backend embutido parou inesperadamente (${exit}); reiniciando em ${next.delayMs / 1000} s, ` +
          "e o site continua no ar",
      );
      restartTimer = setTimeout(() => {
        if (shuttingDown) return;
        const restarted = (backend = startBackend(settings));
        supervise(restarted);
        restarted.ready.then(
          () => {
            restarted.upSince = Date.now();
            console.error(`${tag} o backend embutido voltou (pid ${restarted.child.pid})`);
          },
          (error) => {
            console.error(`${tag} ${error.message}`);
            // hung while opening: stopping it makes its exit schedule the next try
            void stop(restarted.child);
          },
        );
      }, next.delayMs);
    });
  };
  backend.upSince = Date.now();
  supervise(backend);
}

if (setting("SUPABASE_URL") || setting("NEXT_PUBLIC_SUPABASE_URL")) await runWithHostedBackend();
else await runWithEmbeddedBackend();
