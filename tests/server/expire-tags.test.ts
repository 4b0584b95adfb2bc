import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({
  log: [] as string[],
  later: [] as (() => Promise<void>)[],
}));
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({
  updateTag: (tag: string) => calls.log.push(`update ${tag}`),
  revalidateTag: (tag: string, profile: { expire: number }) =>
    calls.log.push(`revalidate ${tag} expire=${profile.expire}`),
}));
vi.mock("next/server", () => ({ after: (task: () => Promise<void>) => calls.later.push(task) }));

const { expireTags, SECOND_EXPIRY_MS } = await import("@/lib/server/expire-tags");

beforeEach(() => {
  vi.useFakeTimers();
  calls.log.length = 0;
  calls.later.length = 0;
});
afterEach(() => vi.useRealTimers());

describe("expiring the storefront's cache after a write", () => {
  it("expires each tag once at once, and again after a render begun before the write had time to be stored", async () => {
    expireTags(["lojas", "produtos", "lojas"]);
    expect(calls.log).toEqual(["update lojas", "update produtos"]);
    expect(calls.later).toHaveLength(1);

    const second = calls.later[0]!();
    await vi.advanceTimersByTimeAsync(SECOND_EXPIRY_MS - 1);
    expect(calls.log).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(calls.log).toEqual([
      "update lojas",
      "update produtos",
      "revalidate lojas expire=0",
      "revalidate produtos expire=0",
    ]);
  });
});
