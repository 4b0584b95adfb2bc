import { describe, expect, it } from "vitest";

type Header = { key: string; value: string };
type ConfigModule = { securityHeaders: (env: Record<string, string | undefined>) => Header[] };

// next.config.mjs is plain JavaScript: load it as a module and type the one export used here.
const { securityHeaders } = (await import(`${process.cwd()}/next.config.mjs`)) as ConfigModule;

function byName(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(securityHeaders(env).map(({ key, value }) => [key, value]));
}

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("security headers on every response (next.config.mjs)", () => {
  const production = byName({ NODE_ENV: "production", SUPABASE_URL: "https://abc.supabase.co" });

  it("sends the CSP the issue asks for, keeping prerendered pages static (no nonce)", () => {
    const csp = directives(production["Content-Security-Policy"]);
    expect(csp).toMatchObject({
      "default-src": "'self'",
      "script-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data: blob: https://abc.supabase.co",
      "object-src": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
      "connect-src": "'self' https://abc.supabase.co wss://abc.supabase.co",
    });
    expect(production["Content-Security-Policy"]).not.toMatch(/nonce|unsafe-eval/);
  });

  it("sends the other headers, HSTS only in production", () => {
    expect(production).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
    expect(byName({ NODE_ENV: "development" })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("allows 'unsafe-eval' only in development, where Next needs it", () => {
    const dev = directives(byName({ NODE_ENV: "development" })["Content-Security-Policy"]);
    expect(dev["script-src"]).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
  });

  it.each([
    ["http://127.0.0.1:54321", "http://127.0.0.1:*", "ws://127.0.0.1:*"],
    ["http://localhost:54331", "http://localhost:*", "ws://localhost:*"],
    [undefined, "http://127.0.0.1:*", "ws://127.0.0.1:*"],
    ["https://xyz.supabase.co/", "https://xyz.supabase.co", "wss://xyz.supabase.co"],
  ])(
    "img-src (Storage's photos) and connect-src (and the Realtime socket) for SUPABASE_URL=%s: %s and %s",
    (url, source, socket) => {
      const csp = directives(
        byName({ NODE_ENV: "production", SUPABASE_URL: url })["Content-Security-Policy"],
      );
      expect(csp["connect-src"]).toBe(`'self' ${source} ${socket}`);
      expect(csp["img-src"]).toBe(`'self' data: blob: ${source}`);
    },
  );
});
