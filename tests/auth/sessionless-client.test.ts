import { beforeEach, describe, expect, it, vi } from "vitest";

const createClient = vi.hoisted(() => vi.fn(() => ({})));
vi.mock("@supabase/supabase-js", () => ({ createClient }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.51.100.7" }),
}));
vi.mock("@/lib/server/request-context", () => ({ currentRequest: () => ({ socketAddress: "203.0.113.9" }) }));
vi.mock("@/lib/env", () => ({
  env: () => ({ supabaseUrl: "http://127.0.0.1:54321", supabasePublishableKey: "sb_publishable_x" }),
}));

const { createSessionlessClient } = await import("@/lib/supabase/sessionless");

type Options = {
  auth: Record<string, unknown>;
  global: { headers: Record<string, string> };
  cookies?: unknown;
};

beforeEach(() => vi.clearAllMocks());

describe("the client that checks a password keeps no session", () => {
  it("persists nothing, refreshes nothing and has no cookie store", async () => {
    await createSessionlessClient();
    const [, , options] = createClient.mock.calls[0] as unknown as [string, string, Options];
    expect(options.auth).toEqual({
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });
    expect(options.cookies).toBeUndefined();
  });

  it("forwards the shopper's own address (the socket's, never a header the browser wrote)", async () => {
    vi.stubEnv("VERCEL", "");
    vi.stubEnv("VITRINE_CLIENT_IP_HEADER", "");
    await createSessionlessClient();
    const [, , options] = createClient.mock.calls[0] as unknown as [string, string, Options];
    expect(options.global.headers["X-Forwarded-For"]).toBe("203.0.113.9");
    vi.unstubAllEnvs();
  });
});
