import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "./support/test";

import { adminUsers } from "../fixtures/admin";
import { campaigns } from "../fixtures/advertiser";
import { companies } from "../fixtures/companies";
import { customers } from "../fixtures/customers";
import { orders } from "../fixtures/orders";
import { products } from "../fixtures/products";

// Auth and data run on the server only (product.md §7 calls go through Server Actions and the proxy): no browser
// bundle may contain the Supabase client, its endpoints, cookie names or keys. The one Supabase code a browser
// gets is realtime-js, for the live screens' socket (issue 21), in a chunk of its own that only they load.
// Runs after `next build`.
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

/** realtime-js's chunk: the Phoenix protocol's join event is its mark. */
const isRealtimeChunk = (source: string) => source.includes("phx_join");
// realtime-js names its own repository in an error message; nothing else of supabase-js comes with it
const REALTIME_MAY_SAY = new Set(["supabase-js", "@supabase/"]);

test.describe("the production build's client bundles hold no Supabase client code but realtime-js", () => {
  const files = scripts(chunksDir);
  const sources = files.map((file) => [file, readFileSync(file, "utf8")] as const);

  test("the build has client chunks to scan, realtime-js among them in one chunk", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(sources.filter(([, source]) => isRealtimeChunk(source))).toHaveLength(1);
  });

  for (const marker of MARKERS) {
    test(`no chunk contains ${JSON.stringify(marker)}`, () => {
      const offenders = sources
        .filter(([, source]) => source.includes(marker))
        .filter(([, source]) => !(REALTIME_MAY_SAY.has(marker) && isRealtimeChunk(source)))
        .map(([file]) => file);
      expect(offenders).toEqual([]);
    });
  }
});

// One door to data (lib/data is server-only): client islands receive props, so no chunk may carry a
// fixture module. Each family is recognised by strings only its data holds.
const FIXTURE_MARKERS: ReadonlyArray<readonly [family: string, markers: string[]]> = [
  ["companies", companies.map((company) => company.description)],
  ["products", products.slice(0, 10).map((product) => product.description)],
  [
    "customers (addresses and phones)",
    customers.flatMap((c) => [...c.addresses.map((a) => a.street), c.phone]),
  ],
  ["orders (notes)", orders.flatMap((order) => (order.notes.length > 12 ? [order.notes] : []))],
  ["administrators", adminUsers.map((admin) => admin.email)],
  ["campaigns", campaigns.map((campaign) => campaign.name)],
];

// Minifiers may escape accented letters: match the longest plain-ASCII run of each marker instead.
function asciiCore(marker: string): string {
  return marker.split(/[^\x20-\x7e]+/).reduce((a, b) => (b.length > a.length ? b : a), "");
}

test.describe("no client chunk carries a fixture module (the data layer stays on the server)", () => {
  const sources = scripts(chunksDir).map((file) => [file, readFileSync(file, "utf8")] as const);
  for (const [family, markers] of FIXTURE_MARKERS) {
    test(`no chunk contains the ${family} fixtures`, () => {
      const cores = markers.map(asciiCore).filter((core) => core.length >= 10);
      expect(cores.length).toBeGreaterThan(0);
      const offenders = sources
        .filter(([, source]) => cores.some((core) => source.includes(core)))
        .map(([file]) => file);
      expect(offenders).toEqual([]);
    });
  }
});

// product.md D12: the shopper's first view loads no schema library (zod alone is ~31 kB gzip); the browser keeps
// tiny hand-written checks and the server validates with zod.
test.describe("the home, a store and a product page load no zod", () => {
  const product = products[0]!;
  const pages = [
    ["/", "index.html"],
    [`/company/${product.companyId}`, join("company", `${product.companyId}.html`)],
    [`/product/${product.id}`, join("product", `${product.id}.html`)],
  ] as const;
  for (const [route, file] of pages) {
    test(`${route}: no first-load script holds ZodError`, () => {
      const html = readFileSync(join(distDir, "server", "app", file), "utf8");
      const sources = [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/([^"?]+)/g)].map((m) => m[1]!);
      expect(sources.length).toBeGreaterThan(0);
      const offenders = sources.filter((source) =>
        readFileSync(join(distDir, source), "utf8").includes("ZodError"),
      );
      expect(offenders).toEqual([]);
    });
  }
});

// product.md D12: the storefront's islands join classes without tailwind-merge (lib/cx.ts; ~8 kB gzip): their
// primitives' bases and sizes are components-layer classes, so a caller's utility wins without merging.
test.describe("the home, a store and a product page load no tailwind-merge", () => {
  const product = products[0]!;
  const pages = [
    ["/", "index.html"],
    [`/company/${product.companyId}`, join("company", `${product.companyId}.html`)],
    [`/product/${product.id}`, join("product", `${product.id}.html`)],
  ] as const;
  for (const [route, file] of pages) {
    test(`${route}: no first-load script holds tailwind-merge's class groups`, () => {
      const html = readFileSync(join(distDir, "server", "app", file), "utf8");
      const sources = [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/([^"?]+)/g)].map((m) => m[1]!);
      expect(sources.length).toBeGreaterThan(0);
      // 'fvn-normal' is the id of tailwind-merge's font-variant-numeric group, in every build of its config
      const offenders = sources.filter((source) =>
        readFileSync(join(distDir, source), "utf8").includes("fvn-normal"),
      );
      expect(offenders).toEqual([]);
    });
  }
});
