import { AuthRetryableFetchError, AuthSessionMissingError } from "@supabase/supabase-js";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The Supabase client the proxy builds: here it counts how often it is built and answers as told.
const createServerClient = vi.hoisted(() => vi.fn());
vi.mock("@supabase/ssr", () => ({ createServerClient }));
vi.mock("@/lib/env", () => ({
  env: () => ({ supabaseUrl: "http://127.0.0.1:54321", supabasePublishableKey: "sb_publishable_test" }),
}));

const { updateSession } = await import("@/lib/supabase/proxy");

const request = (cookie?: string) =>
  new NextRequest("http://127.0.0.1:3000/checkout", { headers: cookie ? { cookie } : {} });

function answers(user: { data: { user: unknown }; error: unknown }) {
  const claims = { sub: "u-ana", session_id: "s-1", tipo_conta: "cliente" };
  createServerClient.mockReturnValue({
    auth: { getClaims: async () => ({ data: { claims }, error: null }), getUser: async () => user },
  });
}

beforeEach(() => {
  // each test starts with an empty process-wide session cache (lib/auth/live-session-cache.ts)
  Reflect.deleteProperty(globalThis, Symbol.for("vitrine.live-sessions"));
  createServerClient.mockReset();
  answers({ data: { user: { id: "u-ana" } }, error: null });
});

describe("the proxy's session step", () => {
  it.each([
    ["no cookie at all", undefined],
    ["only other cookies", "theme=dark; sb-127-auth-token-ish=1"],
  ])("a visitor (%s) is answered without building a Supabase client", async (_label, cookie) => {
    const { claims, response, unavailable, client } = await updateSession(request(cookie));
    expect(claims).toBeNull();
    expect(unavailable).toBe(false);
    expect(client).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(createServerClient).not.toHaveBeenCalled();
  });

  it.each([
    ["the session cookie", "sb-127-auth-token=base64-abc"],
    ["a chunk among other cookies", "theme=dark; sb-abcdefgh-auth-token.0=base64-abc"],
  ])(
    "with %s the token is verified, its session checked and its account type returned",
    async (_label, cookie) => {
      const { claims, unavailable, client } = await updateSession(request(cookie));
      expect(createServerClient).toHaveBeenCalledOnce();
      expect(claims).toEqual({ tipo_conta: "cliente" });
      expect(unavailable).toBe(false);
      // the same client, signed in as the viewer, answers the proxy's order check
      expect(client).toBe(createServerClient.mock.results[0]?.value);
    },
  );

  it("a session ended by 'Sair' continues as a visitor's: its cookies leave the request and the browser", async () => {
    answers({ data: { user: null }, error: new AuthSessionMissingError() });
    const cookie = "theme=dark; sb-127-auth-token.0=base64-abc; sb-127-auth-token.1=def";
    const { claims, unavailable, response, client } = await updateSession(request(cookie));
    expect(claims).toBeNull();
    expect(unavailable).toBe(false);
    expect(client).toBeNull();
    // what the page renders with (Next passes the request's overridden cookie header on)
    expect(response.headers.get("x-middleware-request-cookie")).toBe("theme=dark");
    const cleared = response.headers.getSetCookie();
    expect(cleared).toHaveLength(2);
    for (const name of ["sb-127-auth-token.0", "sb-127-auth-token.1"])
      expect(cleared.some((line) => line.startsWith(`${name}=;`) && /Max-Age=0/i.test(line))).toBe(true);
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("a backend that does not answer leaves the cookies alone and says so", async () => {
    answers({ data: { user: null }, error: new AuthRetryableFetchError("fetch failed", 0) });
    const { claims, unavailable, response } = await updateSession(request("sb-127-auth-token=base64-abc"));
    expect(claims).toBeNull();
    expect(unavailable).toBe(true);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
