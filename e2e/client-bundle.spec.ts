import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

// Auth runs on the server only (spec 7 calls go through Server Actions and the proxy): no browser bundle
// may contain the Supabase client, its endpoints, cookie names or the secret key. Runs after `next build`.
const distDir = process.env.NEXT_DIST_DIR || ".next";
const chunksDir = join(distDir, "static", "chunks");

const MARKERS = [
  "GoTrueClient",
  "@supabase/",
  "supabase-js",
  "createServerClient",
  "auth/v1",
  "rest/v1",
  "-auth-token",
  "sb_secret_",
  "sb_publishable_",
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

test.describe("the production build's client bundles hold no Supabase client code", () => {
  const files = scripts(chunksDir);
  const sources = files.map((file) => [file, readFileSync(file, "utf8")] as const);

  test("the build has client chunks to scan", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const marker of MARKERS) {
    test(`no chunk contains ${JSON.stringify(marker)}`, () => {
      const offenders = sources.filter(([, source]) => source.includes(marker)).map(([file]) => file);
      expect(offenders).toEqual([]);
    });
  }
});
