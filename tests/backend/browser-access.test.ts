import type { IncomingHttpHeaders } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { EmbeddedBackend } from "@/supabase/embedded";
import {
  corsHeadersFor,
  isBrowserRequest,
  parseAllowedOrigins,
  presentsKey,
} from "@/supabase/embedded/browser-access";

import { BOOT_TIMEOUT_MS, rawFetch, startMemoryBackend } from "./helpers";

const APP = "http://localhost:3000";
const EVIL = "https://pagina-qualquer.example";

describe("CORS is granted only to the app's own origins", () => {
  it.each([
    ["no Origin (a server-side call)", undefined, [APP], false],
    ["the listed origin", APP, [APP], true],
    ["another page's origin", EVIL, [APP], false],
    ["the listed host on another port", "http://localhost:3001", [APP], false],
    ["an opaque origin (sandboxed page, file://)", "null", [APP], false],
    ["any origin when none is listed (the default)", APP, [], false],
  ] as const)("%s", (_name, origin, allowed, granted) => {
    const headers = corsHeadersFor(origin, allowed);
    expect(headers.Vary).toBe("Origin");
    expect(headers["Access-Control-Allow-Origin"]).toBe(granted ? origin : undefined);
    expect(headers["Access-Control-Allow-Headers"] !== undefined).toBe(granted);
  });

  it.each([
    ["", []],
    ["http://localhost:3000", [APP]],
    ["http://localhost:3000/, https://loja.example", [APP, "https://loja.example"]],
    ["http://localhost:3000 http://localhost:3000", [APP]],
  ])("reads VITRINE_BACKEND_ALLOWED_ORIGINS %j", (raw, origins) => {
    expect(parseAllowedOrigins(raw)).toEqual(origins);
  });

  it.each(["*", "localhost:3000", "http://localhost:3000/loja", "ftp://arquivos.example", "null"])(
    "refuses %j as an origin",
    (raw) => {
      expect(() => parseAllowedOrigins(raw)).toThrow(/VITRINE_BACKEND_ALLOWED_ORIGINS/);
    },
  );
});

describe("a request a browser sent is told apart from the app's server-side calls", () => {
  it.each<[string, IncomingHttpHeaders, boolean]>([
    // what Node's fetch (the app, the tests) sends: Sec-Fetch-Mode but no Origin or Sec-Fetch-Site
    ["Node's fetch", { "sec-fetch-mode": "cors", "user-agent": "node", accept: "*/*" }, false],
    ["curl", { "user-agent": "curl/8.5.0", accept: "*/*" }, false],
    [
      "a cross-origin fetch",
      { origin: EVIL, "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" },
      true,
    ],
    ["a form post from a sandboxed page", { origin: "null" }, true],
    [
      "a navigation typed in the address bar",
      { "sec-fetch-site": "none", "sec-fetch-dest": "document" },
      true,
    ],
    ["an image tag", { "sec-fetch-dest": "image" }, true],
  ])("%s", (_name, headers, browser) => {
    expect(isBrowserRequest(headers)).toBe(browser);
  });

  const secret = "sb_secret_exemplo_0123456789abcdef";
  it.each<[string, IncomingHttpHeaders, string, boolean]>([
    ["in the apikey header", { apikey: secret }, "/rest/v1/perfis", true],
    ["as the bearer", { authorization: `Bearer ${secret}` }, "/rest/v1/perfis", true],
    ["in the apikey parameter", {}, `/rest/v1/perfis?apikey=${secret}`, true],
    ["not at all (the publishable key)", { apikey: "sb_publishable_x" }, "/rest/v1/perfis", false],
    ["as a prefix of another value", { apikey: `${secret}x` }, "/rest/v1/perfis", false],
  ])("finds the secret key %s", (_name, headers, path, found) => {
    expect(presentsKey(headers, new URL(path, "http://127.0.0.1"), secret)).toBe(found);
  });
});

describe("the embedded backend over HTTP", () => {
  let backend: EmbeddedBackend;

  beforeAll(async () => {
    backend = await startMemoryBackend({ allowedOrigins: [APP] });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await backend?.stop();
  });

  const secretHeaders = () => ({ apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` });

  it("grants CORS to the configured origin and to no other", async () => {
    const preflight = (origin: string) =>
      fetch(`${backend.url}/rest/v1/categorias`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "GET" },
      });
    const allowed = await preflight(APP);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(APP);
    expect(allowed.headers.get("access-control-allow-headers")).toContain("apikey");
    expect(allowed.headers.get("vary")).toBe("Origin");
    const foreign = await preflight(EVIL);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();

    const read = await rawFetch(backend, "/rest/v1/categorias?select=slug&limit=1", {
      headers: { Origin: EVIL },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses the secret key from a browser, in each service's own error shape", async () => {
    const rest = await rawFetch(backend, "/rest/v1/perfis?select=email", {
      headers: { ...secretHeaders(), Origin: EVIL },
    });
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ code: "PGRST301", details: null });
    expect(rest.body?.message).toMatch(/secret API key in browser/);

    const auth = await rawFetch(backend, "/auth/v1/user", {
      headers: { ...secretHeaders(), "Sec-Fetch-Site": "cross-site", "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(auth.status).toBe(401);
    expect(auth.body).toMatchObject({ code: "no_authorization" });
    expect(auth.body?.message).toMatch(/secret API key in browser/);

    const stats = await rawFetch(backend, "/__vitrine/stats", {
      headers: { ...secretHeaders(), Origin: APP },
    });
    expect(stats.status).toBe(401);
  });

  it("keeps the secret key working for server-side callers and the publishable key for browsers", async () => {
    const server = await rawFetch(backend, "/rest/v1/perfis?select=email&limit=1", {
      headers: secretHeaders(),
    });
    expect(server.status).toBe(200);
    expect((server.body as unknown as { email: string }[])[0]?.email).toContain("@");
    const browser = await rawFetch(backend, "/rest/v1/categorias?select=slug&limit=1", {
      headers: { Origin: APP },
    });
    expect(browser.status).toBe(200);
  });
});
