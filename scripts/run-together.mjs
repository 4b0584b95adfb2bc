#!/usr/bin/env node
// Runs a few npm scripts at once and fails when any fails. `npm test` uses it twice: the type check beside the
// lint (each is mostly one core; this machine and CI have two), and the browser suite beside those checks and
// the unit and component tests, which take only the CPU the browser suite leaves idle (about a quarter of two
// cores: its tests wait on pages, sockets and timers).
//
//   node scripts/run-together.mjs [live:|idle:]<script> ...
//
// live:  its output is printed as it comes (one long run whose progress should show);
// idle:  it runs at the lowest CPU priority (`nice -n 19`, inherited by everything it starts), so it never
//        slows the others down; on Windows it runs at the normal priority.
// Any other script's output is printed whole when it ends, so the logs never interleave.
import { spawn } from "node:child_process";

const entries = process.argv.slice(2).map((arg) => {
  const [, mode = "", script] = /^(?:(live|idle):)?(.+)$/.exec(arg) ?? [];
  return { mode, script };
});
if (entries.length === 0) {
  console.error("uso: node scripts/run-together.mjs [live:|idle:]<script> [...]");
  process.exit(2);
}

const windows = process.platform === "win32";
const npm = windows ? "npm.cmd" : "npm";

function command({ mode, script }) {
  const args = ["run", "--silent", script];
  return mode === "idle" && !windows ? ["nice", ["-n", "19", npm, ...args]] : [npm, args];
}

function run(entry) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [file, args] = command(entry);
    const live = entry.mode === "live";
    const child = spawn(file, args, {
      stdio: ["ignore", live ? "inherit" : "pipe", live ? "inherit" : "pipe"],
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n> ${entry.script} (${code === 0 ? "ok" : `falhou, código ${code}`}, ${seconds} s)\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(entries.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
