import { AuthRetryableFetchError } from "@supabase/supabase-js";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { liveSessions } from "@/lib/auth/live-session-cache";

const signOut = vi.fn();
const clearAuthCookies = vi.fn();
const redirect = vi.fn((to: string) => {
  throw new Error(`NEXT_REDIRECT ${to}`);
});
vi.mock("next/navigation", () => ({ redirect: (to: string) => redirect(to) }));
vi.mock("@/lib/auth/clear-auth-cookies", () => ({ clearAuthCookies: () => clearAuthCookies() }));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({
    auth: { getClaims: async () => ({ data: { claims: { sub: "u-ana", session_id: "s-1" } } }), signOut },
  }),
}));

const { logout } = await import("@/lib/auth/actions/logout");

beforeEach(() => {
  vi.clearAllMocks();
  Reflect.deleteProperty(globalThis, Symbol.for("vitrine.live-sessions"));
  // the proxy checked this session a moment ago: remembered as live
  liveSessions().remember("s-1", "u-ana", "live");
  liveSessions().remember("s-phone", "u-ana", "live");
});

describe("'Sair'", () => {
  it("ends the sessions globally, and this server stops taking the old cookie at once", async () => {
    signOut.mockResolvedValue({ error: null });
    await expect(logout()).rejects.toThrow("NEXT_REDIRECT /");
    expect(signOut).toHaveBeenCalledWith({ scope: "global" });
    expect([liveSessions().lookup("s-1"), liveSessions().lookup("s-phone")]).toEqual(["ended", "ended"]);
    expect(clearAuthCookies).toHaveBeenCalledOnce();
  });

  it("when the backend did not end them, nothing is marked ended, but the cookies still go", async () => {
    signOut.mockResolvedValue({ error: new AuthRetryableFetchError("fetch failed", 0) });
    await expect(logout()).rejects.toThrow("NEXT_REDIRECT /");
    expect(liveSessions().lookup("s-1")).toBe("live");
    expect(clearAuthCookies).toHaveBeenCalledOnce();
  });

  it("a client that throws still clears the cookies and goes to /", async () => {
    signOut.mockRejectedValue(new TypeError("fetch failed"));
    await expect(logout()).rejects.toThrow("NEXT_REDIRECT /");
    expect(clearAuthCookies).toHaveBeenCalledOnce();
  });
});
