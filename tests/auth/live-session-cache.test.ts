import { describe, expect, it } from "vitest";

import { createLiveSessionCache } from "@/lib/auth/live-session-cache";

/** A cache on a clock the test moves by hand. */
function cacheAt(options: { windowMs?: number; downMs?: number; maxEntries?: number } = {}) {
  let now = 1_000_000;
  const cache = createLiveSessionCache({ windowMs: 30_000, downMs: 5_000, ...options, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe("the remembered answer about a session", () => {
  it.each([
    ["just checked", 0, "live"],
    ["checked 29.9 s ago", 29_900, "live"],
    ["checked exactly 30 s ago: asked again", 30_000, undefined],
    ["checked a minute ago: asked again", 60_000, undefined],
  ] as const)("a live session %s", (_label, elapsed, expected) => {
    const { cache, advance } = cacheAt();
    cache.remember("s1", "u1", "live");
    advance(elapsed);
    expect(cache.lookup("s1")).toBe(expected);
  });

  it("an ended session is remembered as ended, never as live", () => {
    const { cache, advance } = cacheAt();
    cache.remember("s1", "u1", "ended");
    advance(10_000);
    expect(cache.lookup("s1")).toBe("ended");
    advance(20_000);
    expect(cache.lookup("s1")).toBeUndefined();
  });

  it("a session never checked is asked about", () => {
    expect(cacheAt().cache.lookup("unknown")).toBeUndefined();
  });

  it("'Sair' with scope global ends every remembered session of that user, and only theirs", () => {
    const { cache } = cacheAt();
    cache.remember("phone", "ana", "live");
    cache.remember("laptop", "ana", "live");
    cache.remember("other", "bruno", "live");
    cache.endUser("ana");
    expect([cache.lookup("phone"), cache.lookup("laptop"), cache.lookup("other")]).toEqual([
      "ended",
      "ended",
      "live",
    ]);
  });
});

describe("the cache stays bounded", () => {
  it("drops the oldest answer first once full", () => {
    const { cache } = cacheAt({ maxEntries: 3 });
    for (const id of ["a", "b", "c", "d"]) cache.remember(id, "u", "live");
    expect(cache.size()).toBe(3);
    expect(["a", "b", "c", "d"].map((id) => cache.lookup(id))).toEqual([undefined, "live", "live", "live"]);
  });

  it("a session checked again counts as the newest", () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    cache.remember("a", "u", "live");
    cache.remember("b", "u", "live");
    cache.remember("a", "u", "live");
    cache.remember("c", "u", "live");
    expect([cache.lookup("a"), cache.lookup("b"), cache.lookup("c")]).toEqual(["live", undefined, "live"]);
  });

  it("holds 10,000 sessions by default, not one more", () => {
    const cache = createLiveSessionCache();
    for (let i = 0; i < 10_050; i += 1) cache.remember(`s${i}`, "u", "live");
    expect(cache.size()).toBe(10_000);
  });
});

describe("a backend that did not answer", () => {
  it.each([
    ["right after the failure", 0, true],
    ["4.9 s later", 4_900, true],
    ["5 s later: asked again", 5_000, false],
  ] as const)("is taken as down %s", (_label, elapsed, down) => {
    const { cache, advance } = cacheAt();
    cache.noteBackendDown();
    advance(elapsed);
    expect(cache.backendDown()).toBe(down);
  });

  it("is up again as soon as it answers about a session", () => {
    const { cache } = cacheAt();
    cache.noteBackendDown();
    cache.remember("s1", "u1", "live");
    expect(cache.backendDown()).toBe(false);
  });
});
