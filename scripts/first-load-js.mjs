#!/usr/bin/env node
// After `next build`: the first-load JavaScript of the home and of the 404 page, i.e. the gzipped size of
// every script their prerendered HTML loads (Next.js 16 no longer prints sizes in the build output).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const pages = [
  ["/", "index.html"],
  ["404", "_not-found.html"],
];

function firstLoad(htmlFile) {
  const html = readFileSync(join(distDir, "server", "app", htmlFile), "utf8");
  // `nomodule` scripts (legacy polyfills) are never fetched by the browsers that run modules.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag));
  const sources = new Set(tags.flatMap((tag) => tag.match(/\bsrc="\/_next\/([^"?]+)/)?.slice(1) ?? []));
  let bytes = 0;
  for (const source of sources) bytes += gzipSync(readFileSync(join(distDir, source))).length;
  return { scripts: sources.size, kB: (bytes / 1024).toFixed(1) };
}

if (!existsSync(join(distDir, "BUILD_ID"))) {
  console.error(`first-load-js: no build in ${distDir}`);
  process.exit(1);
}
console.log("\nFirst-load JavaScript (gzip, scripts the prerendered HTML loads):");
for (const [route, file] of pages) {
  const { scripts, kB } = firstLoad(file);
  console.log(`  ${route.padEnd(4)} ${kB.padStart(7)} kB in ${scripts} scripts`);
}
