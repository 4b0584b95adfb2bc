#!/usr/bin/env node
// After `next build`: V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top of
// every script a page loads for its first view. Without it V8 compiles each function of a script lazily, on the
// main thread, the first time it is called: the framework's module factories (React DOM above all) were compiled
// in the task that hydrates the page. With it they are compiled with the rest of the script, on the background
// thread that streams it while it downloads. Other browsers read an ordinary comment. README, "Página leve".
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The source with the hint as its first line (V8 reads it only there), once however often the build runs. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * The scripts of a first view, relative to the build directory: Next's runtime (`rootMainFiles`, on every page)
 * and each route's own chunks (`entryJSFiles` of its client-reference manifest). The legacy polyfills are left
 * alone: modern browsers never fetch a `nomodule` script.
 */
export function firstLoadScripts(buildManifest, clientManifests) {
  const files = new Set(buildManifest.rootMainFiles ?? []);
  for (const manifest of clientManifests)
    for (const chunks of Object.values(manifest.entryJSFiles ?? {}))
      for (const chunk of chunks) files.add(chunk);
  for (const polyfill of buildManifest.polyfillFiles ?? []) files.delete(polyfill);
  return [...files].filter((file) => file.endsWith(".js")).sort();
}

/** Every route's client-reference manifest: a script that fills `globalThis.__RSC_MANIFEST`. */
function readClientManifests(appDir) {
  const context = {};
  for (const entry of readdirSync(appDir, { recursive: true, encoding: "utf8" }))
    if (entry.endsWith("_client-reference-manifest.js"))
      runInNewContext(readFileSync(join(appDir, entry), "utf8"), context);
  return Object.values(context.__RSC_MANIFEST ?? {});
}

/** Marks the first-view scripts of the build in `distDir`; the number of scripts marked. */
export function markFirstLoadScripts(distDir) {
  const buildManifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8"));
  const scripts = firstLoadScripts(buildManifest, readClientManifests(join(distDir, "server", "app")));
  for (const script of scripts) {
    const file = join(distDir, script);
    writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
  }
  return scripts.length;
}

function main() {
  const count = markFirstLoadScripts(process.env.NEXT_DIST_DIR || ".next");
  console.log(`compile-hints: ${count} first-load scripts marked for eager compilation`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
