import { NextRequest, NextResponse } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { NOT_FOUND_PATH } from "@/lib/auth/guard";
import { MAX_RESULTS_PAGE, SEARCH_ROUTE } from "@/lib/store/home-params";

// The session step is the proxy's call out: here a visitor's.
const updateSession = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase/proxy", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/supabase/proxy")>()),
  updateSession,
}));

const { proxy } = await import("@/proxy");

const get = (path: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
const rewrittenTo = (response: Response) =>
  new URL(response.headers.get("x-middleware-rewrite") ?? "").pathname;

beforeEach(() => {
  updateSession.mockResolvedValue({
    response: NextResponse.next(),
    claims: null,
    unavailable: false,
    client: null,
  });
});

describe("a results page that can never exist is a real 404 (/busca sends its shell before reading)", () => {
  it.each(["/?q=a", "/?q=a&pagina=2", `/?categoria=c1&pagina=${MAX_RESULTS_PAGE}`])(
    "%s is served by /busca",
    async (path) => {
      expect(rewrittenTo(await get(path))).toBe(SEARCH_ROUTE);
    },
  );

  it.each(["0", "02", "dois", "99999", "", String(MAX_RESULTS_PAGE + 1)])(
    "pagina=%j answers the 404 page",
    async (pagina) => {
      expect(rewrittenTo(await get(`/?q=a&pagina=${pagina}`))).toBe(NOT_FOUND_PATH);
    },
  );

  it("the deepest page is the last one the database can read (offset 100,000, 24 a page)", () => {
    expect(MAX_RESULTS_PAGE).toBe(4167);
  });
});
