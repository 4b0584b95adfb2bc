import {
  AuthApiError,
  AuthInvalidJwtError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
} from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";

import { createLiveSessionCache } from "@/lib/auth/live-session-cache";
import { checkSession, isUnreachableAuthError, type SessionAuth } from "@/lib/auth/live-session";

const CLAIMS = { sub: "u-ana", session_id: "s-1", tipo_conta: "cliente" };

type ClaimsAnswer = Awaited<ReturnType<SessionAuth["getClaims"]>>;
type UserAnswer = Awaited<ReturnType<SessionAuth["getUser"]>>;

const verified: ClaimsAnswer = { data: { claims: CLAIMS }, error: null };
const userFound: UserAnswer = { data: { user: { id: "u-ana" } }, error: null };
const failedWith = (error: Error): UserAnswer => ({ data: { user: null }, error });

/** A client's auth whose getUser answers are counted: the round trip the cache saves. */
function fakeAuth(claims: ClaimsAnswer, user: UserAnswer = userFound) {
  const getUser = vi.fn(async () => user);
  const auth: SessionAuth = { getClaims: async () => claims, getUser };
  return { auth, getUser };
}

// auth-js wraps a failed fetch, SupabaseTimeoutError included, in AuthRetryableFetchError with status 0
const timedOut = new AuthRetryableFetchError("Supabase não respondeu em 5000 ms (timeout)", 0);

describe("which auth errors mean the backend did not answer", () => {
  it.each([
    ["fetch failed or passed the deadline (status 0)", timedOut, true],
    ["a 503 from the gateway", new AuthRetryableFetchError("Service Unavailable", 503), true],
    ["an unreadable answer", new AuthUnknownError("Unexpected token <", null), true],
    ["an internal error (500)", new AuthApiError("boom", 500, "unexpected_failure"), true],
    ["session_not_found (403): signed out", new AuthSessionMissingError(), false],
    ["bad_jwt (401)", new AuthApiError("invalid JWT", 401, "bad_jwt"), false],
    ["an expired or forged token", new AuthInvalidJwtError("Invalid JWT signature"), false],
    ["no error at all", null, false],
    ["something that is not an auth error", new TypeError("x"), false],
  ])("%s → %s", (_label, error, unreachable) => {
    expect(isUnreachableAuthError(error)).toBe(unreachable);
  });
});

describe("checking a request's session", () => {
  it.each([
    [
      "the auth server holds the session",
      verified,
      userFound,
      { state: "live", userId: "u-ana", claims: CLAIMS },
    ],
    [
      "'Sair' ended it: 403 session_not_found",
      verified,
      failedWith(new AuthSessionMissingError()),
      { state: "ended" },
    ],
    [
      "the user was deleted",
      verified,
      failedWith(new AuthApiError("User not found", 404, "user_not_found")),
      { state: "ended" },
    ],
    ["the auth server timed out", verified, failedWith(timedOut), { state: "unavailable" }],
    ["no session cookie", { data: null, error: null }, userFound, { state: "none" }],
    [
      "a forged token",
      { data: null, error: new AuthInvalidJwtError("Invalid JWT signature") },
      userFound,
      { state: "none" },
    ],
    ["the JWKS could not be fetched", { data: null, error: timedOut }, userFound, { state: "unavailable" }],
    [
      "a token without session_id",
      { data: { claims: { sub: "u-ana" } }, error: null },
      userFound,
      { state: "none" },
    ],
  ] as const)("%s", async (_label, claims, user, expected) => {
    const { auth } = fakeAuth(claims, user);
    expect(await checkSession(auth, createLiveSessionCache())).toEqual(expected);
  });

  it("a live session is asked about once per window, not on every request", async () => {
    let now = 0;
    const cache = createLiveSessionCache({ windowMs: 30_000, now: () => now });
    const { auth, getUser } = fakeAuth(verified);
    await checkSession(auth, cache);
    now = 29_000;
    expect((await checkSession(auth, cache)).state).toBe("live");
    expect(getUser).toHaveBeenCalledTimes(1);
    now = 31_000;
    await checkSession(auth, cache);
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it("a session ended by 'Sair' on this server is refused without asking", async () => {
    const cache = createLiveSessionCache();
    cache.remember("s-1", "u-ana", "live");
    cache.endUser("u-ana");
    const { auth, getUser } = fakeAuth(verified);
    expect(await checkSession(auth, cache)).toEqual({ state: "ended" });
    expect(getUser).not.toHaveBeenCalled();
  });

  it("after a timeout the next unknown session does not wait for the backend again", async () => {
    const cache = createLiveSessionCache();
    await checkSession(fakeAuth(verified, failedWith(timedOut)).auth, cache);
    const { auth, getUser } = fakeAuth({ data: { claims: { ...CLAIMS, session_id: "s-2" } }, error: null });
    expect(await checkSession(auth, cache)).toEqual({ state: "unavailable" });
    expect(getUser).not.toHaveBeenCalled();
  });

  it("an unavailable answer is not remembered as the session's verdict", async () => {
    const cache = createLiveSessionCache();
    await checkSession(fakeAuth(verified, failedWith(timedOut)).auth, cache);
    expect(cache.lookup("s-1")).toBeUndefined();
  });

  it("an exception from the client counts as unavailable, never as signed out", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const auth: SessionAuth = {
      getClaims: async () => {
        throw new TypeError("crypto.subtle failed");
      },
      getUser: async () => userFound,
    };
    expect(await checkSession(auth, createLiveSessionCache())).toEqual({ state: "unavailable" });
    error.mockRestore();
  });
});
