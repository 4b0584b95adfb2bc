import { NextRequest, NextResponse } from "next/server";
import { describe, expect, it } from "vitest";

import { redirectWithSession } from "@/lib/supabase/proxy";

describe("a guard redirect carries the refreshed session", () => {
  it("copies the Set-Cookie headers and the no-store headers onto the redirect", () => {
    const request = new NextRequest("http://127.0.0.1:3000/login");
    const session = NextResponse.next();
    session.cookies.set("sb-127-auth-token", "base64-abc", { httpOnly: true, sameSite: "lax", path: "/" });
    session.cookies.set("sb-127-auth-token.1", "", { maxAge: 0, path: "/" });
    session.headers.set("Cache-Control", "private, no-cache, no-store, must-revalidate, max-age=0");
    session.headers.set("Pragma", "no-cache");

    const redirect = redirectWithSession(request, "/customer", session);

    expect(redirect.status).toBe(307);
    // NextURL writes loopback hosts as localhost; Next's adapter then makes same-host Locations relative
    expect(new URL(redirect.headers.get("location") ?? "").pathname).toBe("/customer");
    const setCookie = redirect.headers.getSetCookie();
    expect(setCookie.some((line) => /^sb-127-auth-token=base64-abc;.*HttpOnly/i.test(line))).toBe(true);
    expect(setCookie.some((line) => /^sb-127-auth-token\.1=;/.test(line))).toBe(true);
    expect(redirect.headers.get("cache-control")).toContain("no-store");
    expect(redirect.headers.get("pragma")).toBe("no-cache");
  });

  it("adds nothing when the session was not refreshed", () => {
    const request = new NextRequest("http://127.0.0.1:3000/checkout");
    const redirect = redirectWithSession(request, "/login", NextResponse.next());
    expect(redirect.headers.getSetCookie()).toEqual([]);
    expect(redirect.headers.get("cache-control")).toBeNull();
  });
});
