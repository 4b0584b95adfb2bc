import { NextRequest, NextResponse } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { NOT_FOUND_PATH } from "@/lib/auth/guard";
import { SEARCH_ROUTE } from "@/lib/store/home-params";

// The session step and the page check are the proxy's calls out: here they answer as each case says.
const updateSession = vi.hoisted(() => vi.fn());
const searchPageExists = vi.hoisted(() => vi.fn());
const publicClient = vi.hoisted(() => ({ rpc: vi.fn(), from: vi.fn() }));
vi.mock("@/lib/supabase/proxy", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/supabase/proxy")>()),
  updateSession,
}));
vi.mock("@/lib/data/search-pages", () => ({ searchPageExists }));
vi.mock("@/lib/supabase/public", () => ({ createPublicClient: () => publicClient }));

const { proxy } = await import("@/proxy");

const sessionClient = { rpc: vi.fn(), from: vi.fn() };
const CATEGORY = "14ffc248-c8c9-4303-b570-86b86748d12d";

function as(viewer: "visitor" | "cliente") {
  updateSession.mockResolvedValue({
    response: NextResponse.next(),
    claims: viewer === "visitor" ? null : { tipo_conta: viewer },
    unavailable: false,
    client: viewer === "visitor" ? null : sessionClient,
  });
}

const get = (path: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
const rewrittenTo = async (path: string) => {
  const rewrite = (await get(path)).headers.get("x-middleware-rewrite");
  return rewrite ? new URL(rewrite).pathname : null;
};

beforeEach(() => {
  updateSession.mockReset();
  searchPageExists.mockReset();
});

describe("a search results page past the end of its list is a real 404 (product.md §5)", () => {
  it("answers the 404 page when the list has no product on that page, asked as a visitor", async () => {
    as("visitor");
    searchPageExists.mockResolvedValue(false);
    expect(await rewrittenTo("/?q=a&pagina=50")).toBe(NOT_FOUND_PATH);
    expect(searchPageExists).toHaveBeenCalledExactlyOnceWith(publicClient, {
      query: "a",
      categoryId: null,
      page: 50,
    });
  });

  it("renders the page when it lists products, asked as the signed-in shopper", async () => {
    as("cliente");
    searchPageExists.mockResolvedValue(true);
    expect(await rewrittenTo(`/?categoria=${CATEGORY}&pagina=2`)).toBe(SEARCH_ROUTE);
    expect(searchPageExists).toHaveBeenCalledExactlyOnceWith(sessionClient, {
      query: null,
      categoryId: CATEGORY,
      page: 2,
    });
  });

  it("does not ask for the first page: an empty list says so on it", async () => {
    as("visitor");
    expect(await rewrittenTo("/?q=zzzz")).toBe(SEARCH_ROUTE);
    expect(searchPageExists).not.toHaveBeenCalled();
  });

  it("answers a page that can never exist without asking", async () => {
    as("visitor");
    expect(await rewrittenTo("/?q=a&pagina=dois")).toBe(NOT_FOUND_PATH);
    expect(await rewrittenTo("/?q=a&pagina=99999")).toBe(NOT_FOUND_PATH);
    expect(searchPageExists).not.toHaveBeenCalled();
  });

  it("leaves the decision to the page when the read fails (it reads again and shows its error)", async () => {
    as("visitor");
    searchPageExists.mockRejectedValue(new Error("Falha na busca"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await rewrittenTo("/?q=a&pagina=3")).toBe(SEARCH_ROUTE);
  });
});
