/**
 * The reference the Lighthouse bench compares against: a bare Next.js App Router page (an h1 and a
 * paragraph; optionally styled, FILES below) generated into a temporary folder, built with this repo's own
 * `next`, `react` and `react-dom` (its node_modules symlinked in) and served with `next start` on a free
 * loopback port. Its build goes through the same step after `next build` as Vitrine's (`npm run build`):
 * scripts/compile-hints.mjs. That step takes blocking time off a bare page too (its chunks are the framework's, most
 * of Vitrine's as well), so a budget relative to a page without it would credit Vitrine with part of the framework's
 * gain.
 */
import { spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, parse, sep } from "node:path";

import { markFirstLoadScripts } from "../scripts/compile-hints.mjs";
import { freePort, HOST } from "./server";

export type Bundler = "Turbopack" | "webpack";
/** "none": the budgets' reference; "linked": Tailwind's sheet in a <link>, as Vitrine's; "inline": in <style> */
export type BareCss = "none" | "linked" | "inline";
export type BarePage = { dir: string; bundler: Bundler; nextVersion: string; css: BareCss };
export type Served = { baseUrl: string; stop: () => void };

const require = createRequire(import.meta.url);
const nextPackage = require.resolve("next/package.json");
const nextBin = join(dirname(nextPackage), "dist", "bin", "next");
const nodeModules = dirname(dirname(nextPackage));
const START_TIMEOUT_MS = 60_000;

/** The deepest folder holding both paths (Turbopack compiles nothing outside its root). */
export function commonAncestor(a: string, b: string): string {
  const [left, right] = [a.split(sep), b.split(sep)];
  let shared = 0;
  while (shared < left.length && left[shared] === right[shared]) shared += 1;
  return left.slice(0, shared).join(sep) || parse(a).root;
}

/**
 * The bare app's files. With `css` other than "none": the same page with create-next-app's styling, Tailwind 4
 * through @tailwindcss/postcss and a global stylesheet the root layout imports. "linked" is the stylesheet
 * Next links in <head>, as it links Vitrine's: what a render-blocking stylesheet alone costs. "inline" is
 * Next's `experimental.inlineCss`, the sheet in a <style>: what the page would gain without the request, and
 * what its HTML pays (Next writes the sheet into the page's RSC payload too).
 */
const FILES = (turbopackRoot: string, css: BareCss): Record<string, string> => {
  const stylesheet = css !== "none";
  return {
    "package.json": JSON.stringify({ private: true, type: "module" }),
    // The node_modules symlink leaves the project folder, so Turbopack's root must hold both; type-checking
    // these two generated files would only lengthen the build, the output is the same.
    "next.config.mjs": `export default ${JSON.stringify({
      turbopack: { root: turbopackRoot },
      typescript: { ignoreBuildErrors: true },
      ...(css === "inline" ? { experimental: { inlineCss: true } } : {}),
    })};\n`,
    "app/layout.tsx": `import type { ReactNode } from "react";
${stylesheet ? 'import "./globals.css";\n' : ""}
export const metadata = { title: "Página mínima", description: "Uma página Next.js sem mais nada." };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  );
}
`,
    "app/page.tsx": `export default function Page() {
  return (
    <main${stylesheet ? ' className="mx-auto max-w-2xl p-8 font-sans"' : ""}>
      <h1${stylesheet ? ' className="text-3xl font-bold tracking-tight"' : ""}>Página mínima</h1>
      <p${stylesheet ? ' className="mt-4 text-lg text-gray-600"' : ""}>Um título e um parágrafo: o mínimo que o Next.js envia a uma página.</p>
    </main>
  );
}
`,
    ...(stylesheet
      ? {
          "postcss.config.mjs": `export default { plugins: { "@tailwindcss/postcss": {} } };\n`,
          // only this app's own files: the node_modules symlink holds thousands
          "app/globals.css": `@import "tailwindcss" source(none);\n@source "./";\n`,
        }
      : {}),
  };
};

function run(args: string[], cwd: string): Promise<{ ok: boolean; log: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    let log = "";
    const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code) => resolve({ ok: code === 0, log }));
  });
}

/** A finished build, after the step `npm run build` runs after `next build` (the compile hints). */
function built(dir: string, bundler: Bundler, nextVersion: string, css: BareCss): BarePage {
  markFirstLoadScripts(join(dir, ".next"));
  return { dir, bundler, nextVersion, css };
}

/** Generates and builds the bare app: Turbopack (Next's default) first, webpack only if it fails. */
export async function buildBarePage({ css = "none" }: { css?: BareCss } = {}): Promise<BarePage> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "vitrine-bare-page-")));
  const nextVersion = (JSON.parse(readFileSync(nextPackage, "utf8")) as { version: string }).version;
  try {
    const root = commonAncestor(dir, realpathSync(nodeModules));
    for (const [file, text] of Object.entries(FILES(root, css))) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    symlinkSync(realpathSync(nodeModules), join(dir, "node_modules"), "dir");
    const turbopack = await run(["build"], dir);
    if (turbopack.ok) return built(dir, "Turbopack", nextVersion, css);
    console.warn(`página mínima: o build com Turbopack falhou, tentando webpack\n${turbopack.log}`);
    const webpack = await run(["build", "--webpack"], dir);
    if (webpack.ok) return built(dir, "webpack", nextVersion, css);
    throw new Error(`página mínima: o build falhou\n${webpack.log}`);
  } catch (error) {
    removeBarePage({ dir });
    throw error;
  }
}

/** `next start` on a free loopback port, answered once `/` responds. */
export async function startBarePage(page: Pick<BarePage, "dir">): Promise<Served> {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", HOST], {
    cwd: page.dir,
    detached: true, // its own process group, stopped as a whole
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(baseUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error(`a página mínima não respondeu em ${baseUrl}`);
}

export function removeBarePage(page: Pick<BarePage, "dir">): void {
  rmSync(page.dir, { recursive: true, force: true });
}
