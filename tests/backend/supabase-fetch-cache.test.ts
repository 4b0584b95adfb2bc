import { afterEach, describe, expect, it, vi } from "vitest";

import { clientOptions } from "@/lib/supabase/client-options";

afterEach(() => vi.unstubAllGlobals());

describe("the server's calls to Supabase", () => {
  it("ask Next not to keep the answer, so a build never prerenders a previous build's catalogue", async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response("[]", { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    const supabaseFetch = clientOptions.global?.fetch;
    expect(supabaseFetch).toBeDefined();
    await supabaseFetch!("http://127.0.0.1:54321/rest/v1/lojas?select=nome", {
      headers: { apikey: "sb_publishable_test" },
    });
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("http://127.0.0.1:54321/rest/v1/lojas?select=nome");
    expect(init).toMatchObject({ cache: "no-store", headers: { apikey: "sb_publishable_test" } });
    // the deadline still holds
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });
});
