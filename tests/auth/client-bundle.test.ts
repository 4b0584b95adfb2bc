import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

// Auth runs on the server only (spec 7 calls go through Server Actions and the proxy): no browser
// bundle may contain the Supabase client, its endpoints, cookie names or the secret key.
const distDir = process.env.NEXT_DIST_DIR || ".next";
const chunksDir = join(distDir, "static", "chunks");
const hasBuild = existsSync(join(distDir, "BUILD_ID")) && existsSync(chunksDir);

const MARKERS = [
  "GoTrueClient",
  "@supabase/",
  "supabase-js",
  "createServerClient",
  "auth/v1",
  "rest/v1",
  "-auth-token",
  "sb_secret_",
  "service_role",
  "resolve_login_nickname",
];

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scripts(path);
    return name.endsWith(".js") ? [path] : [];
  });
}

describe.skipIf(!hasBuild)(`client bundles in ${chunksDir} hold no Supabase client code`, () => {
  it.each(MARKERS)("no chunk contains %j", (marker) => {
    const files = scripts(chunksDir);
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.filter((file) => readFileSync(file, "utf8").includes(marker));
    expect(offenders).toEqual([]);
  });
});

describe.runIf(!hasBuild)("client bundle scan", () => {
  it.skip(`skipped: no production build in ${distDir} (run next build with NEXT_DIST_DIR=${distDir})`, () => {});
});
