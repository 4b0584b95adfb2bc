import { describe, expect, it, vi } from "vitest";

import { createAccessSource, fetchRealtimeAccess, type RealtimeAccess } from "@/lib/realtime/access";

const NOW = Date.parse("2026-11-26T12:00:00Z");
const access = (token: string, expiresInS: number): RealtimeAccess => ({
  url: "http://127.0.0.1:54321",
  apikey: "sb_publishable_x",
  accessToken: token,
  expiresAt: NOW / 1000 + expiresInS,
});

describe("the socket's access token (held in memory, asked again close to its expiry)", () => {
  it("keeps the token while it has more than 80 s left, then asks the server again", async () => {
    let now = NOW;
    const load = vi.fn().mockResolvedValueOnce(access("a", 3600)).mockResolvedValueOnce(access("b", 7200));
    const source = createAccessSource(load, () => now);
    expect((await source.get())?.accessToken).toBe("a");
    now = NOW + (3600 - 81) * 1000;
    expect((await source.get())?.accessToken).toBe("a");
    now = NOW + (3600 - 79) * 1000;
    expect((await source.get())?.accessToken).toBe("b");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks once for callers that arrive together", async () => {
    const load = vi.fn().mockResolvedValue(access("a", 3600));
    const source = createAccessSource(load, () => NOW);
    await Promise.all([source.get(), source.get(), source.get()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again after a reset (another user may have signed in in this tab)", async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(access("ana", 3600))
      .mockResolvedValueOnce(access("bia", 3600));
    const source = createAccessSource(load, () => NOW);
    await source.get();
    source.reset();
    expect((await source.get())?.accessToken).toBe("bia");
  });

  it("reads the route: the access for a signed-in user, null for a visitor, an error when it fails", async () => {
    const answer = (status: number, body: unknown) =>
      vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
    const fetched = answer(200, access("a", 3600));
    expect(await fetchRealtimeAccess(fetched)).toEqual(access("a", 3600));
    expect(fetched).toHaveBeenCalledWith("/api/realtime/token", {
      cache: "no-store",
      credentials: "same-origin",
    });
    expect(await fetchRealtimeAccess(answer(401, { error: "unauthorized" }))).toBeNull();
    await expect(fetchRealtimeAccess(answer(503, { error: "unavailable" }))).rejects.toThrow(/503/);
    await expect(fetchRealtimeAccess(answer(200, { url: "x" }))).rejects.toThrow();
  });
});
