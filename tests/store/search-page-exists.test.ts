import { describe, expect, it, vi } from "vitest";

import { searchPageExists } from "@/lib/data/search-pages";
import type { HomeParams } from "@/lib/store/home-params";

vi.mock("server-only", () => ({}));

const ACTIVE = "14ffc248-c8c9-4303-b570-86b86748d12d";
const SWITCHED_OFF = "5b0e2f1c-7a55-4c0e-9d8e-2f6f7f1a9b10";

/** A reader whose categorias and buscar_produtos answer like the database with `productsOnPage` rows. */
function reader(productsOnPage: number) {
  const rpc = vi.fn(async () => ({ data: Array.from({ length: productsOnPage }, () => ({})), error: null }));
  const from = vi.fn(() => ({
    select: () => ({
      eq: (_column: string, id: string) => ({
        maybeSingle: async () => ({
          data: id === ACTIVE ? { id, ativo: true } : id === SWITCHED_OFF ? { id, ativo: false } : null,
          error: null,
        }),
      }),
    }),
  }));
  return { rpc, from } as unknown as Parameters<typeof searchPageExists>[0] & {
    rpc: typeof rpc;
    from: typeof from;
  };
}

const params = (query: string | null, categoryId: string | null, page: number | null): HomeParams => ({
  query,
  categoryId,
  page,
});

// lib/store/results-page.ts decides the same on the page itself: these are its rules, before it renders
describe("whether a home search's results page exists", () => {
  it.each([
    ["page 1 of any search", params("zzzz", null, 1), 0, true],
    ["page 2 of a term with products there", params("pão", null, 2), 1, true],
    ["page 50 of a term whose list ends sooner", params("pão", null, 50), 0, false],
    ["page 2 of an active category with products there", params(null, ACTIVE, 2), 1, true],
    [
      "page 2 of a switched-off category (it no longer filters: the home has one page)",
      params(null, SWITCHED_OFF, 2),
      1,
      false,
    ],
    ["page 2 of a category id that is not a UUID", params(null, "bebidas", 2), 1, false],
    ["page 2 of the unfiltered home (the rest is at /produtos)", params("   ", null, 2), 1, false],
    ["a page that is not a number", params("pão", null, null), 1, false],
  ])("%s: %s", async (_case, search, rows, expected) => {
    expect(await searchPageExists(reader(rows), search)).toBe(expected);
  });

  it("asks for one product at the page's first position, with the term trimmed and the active category", async () => {
    const client = reader(1);
    await searchPageExists(client, params("  pão ", ACTIVE, 3));
    expect(client.rpc).toHaveBeenCalledExactlyOnceWith("buscar_produtos", {
      termo: "pão",
      categoria: ACTIVE,
      limite: 1,
      deslocamento: 48,
    });
  });

  it("throws when the database fails, so the proxy lets the page decide", async () => {
    const client = reader(0);
    client.rpc.mockResolvedValueOnce({ data: null, error: { message: "timeout" } } as never);
    await expect(searchPageExists(client, params("pão", null, 2))).rejects.toThrow(
      /buscar_produtos: timeout/,
    );
  });
});
