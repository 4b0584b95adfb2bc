import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The Supabase client the proxy builds: here it counts how often it is built and answers a verified token.
const createServerClient = vi.hoisted(() => vi.fn());
vi.mock("@supabase/ssr", () => ({ createServerClient }));
vi.mock("@/lib/env", () => ({
  env: () => ({ supabaseUrl: "http://127.0.0.1:54321", supabasePublishableKey: "sb_publishable_test" }),
}));

const { updateSession } = await import("@/lib/supabase/proxy");

const request = (cookie?: string) =>
  new NextRequest("http://127.0.0.1:3000/checkout", { headers: cookie ? { cookie } : {} });

beforeEach(() => {
  createServerClient.mockReset();
  createServerClient.mockReturnValue({
    auth: { getClaims: async () => ({ data: { claims: { tipo_conta: "cliente" } }, error: null }) },
  });
});

describe("the proxy's session step", () => {
  it.each([
    ["no cookie at all", undefined],
    ["only other cookies", "theme=dark; sb-127-auth-token-ish=1"],
  ])("a visitor (%s) is answered without building a Supabase client", async (_label, cookie) => {
    const { claims, response } = await updateSession(request(cookie));
    expect(claims).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(createServerClient).not.toHaveBeenCalled();
  });

  it.each([
    ["the session cookie", "sb-127-auth-token=base64-abc"],
    ["a chunk among other cookies", "theme=dark; sb-abcdefgh-auth-token.0=base64-abc"],
  ])("with %s the token is verified and its account type returned", async (_label, cookie) => {
    const { claims } = await updateSession(request(cookie));
    expect(createServerClient).toHaveBeenCalledOnce();
    expect(claims).toEqual({ tipo_conta: "cliente" });
  });
});
