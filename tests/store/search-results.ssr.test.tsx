import { screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CartProvider } from "@/components/cart/cart-provider";
import { searchMetadata } from "@/components/store/home-metadata";
import { SearchResults } from "@/components/store/search-results";
import { getShopperCompanies, getShopperProducts } from "@/lib/data/catalog";
import { getCategoryFilter } from "@/lib/data/categories";
import messages from "@/messages/pt-BR.json";
import { MONDAY_NOON, makeCompany, makeProduct } from "@/tests/store/fixtures";

vi.mock("@/lib/data/catalog", () => ({ getShopperProducts: vi.fn(), getShopperCompanies: vi.fn() }));
vi.mock("@/lib/data/categories", () => ({ getCategoryFilter: vi.fn() }));
vi.mock("@/lib/store/render-time", () => ({ getRenderTime: async () => MONDAY_NOON.getTime() }));
// Server components read messages through next-intl/server; here the same catalogue backs it.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: "pt-BR", messages, namespace: namespace as "search" }),
  };
});

const CATEGORY = "2b7c9a10-0000-4000-8000-0000000000c1";
const store = makeCompany();

/** `total` matches of which this page holds `count`, named "Produto {first}" onwards. */
function productsPage(total: number, count: number, first = 1) {
  const items = Array.from({ length: count }, (_, index) =>
    makeProduct({ id: `p-${first + index}`, name: `Produto ${first + index}` }),
  );
  return { items, total, companies: [store] };
}

/** The server's HTML of the results (async server components included), as a visitor without JavaScript gets it. */
async function renderResults(props: Parameters<typeof SearchResults>[0]) {
  const ui: ReactElement = (
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      <CartProvider>{await SearchResults(props)}</CartProvider>
    </NextIntlClientProvider>
  );
  const stream = await renderToReadableStream(ui);
  await stream.allReady;
  document.body.innerHTML = await new Response(stream).text();
}

beforeEach(() => {
  vi.mocked(getCategoryFilter).mockResolvedValue(null);
  vi.mocked(getShopperCompanies).mockResolvedValue({ items: [store], total: 1 });
});
afterEach(() => {
  vi.resetAllMocks();
  document.body.innerHTML = "";
});

describe("search results in pages (product.md §5)", () => {
  it("shows 'Página 1 de 3' and page links that keep the term and the category", async () => {
    vi.mocked(getCategoryFilter).mockResolvedValue({ id: CATEGORY, name: "Padaria" });
    vi.mocked(getShopperProducts).mockResolvedValue(productsPage(50, 24));
    await renderResults({ query: "pão", categoryId: CATEGORY, page: 1 });

    expect(vi.mocked(getShopperProducts)).toHaveBeenCalledWith(
      expect.objectContaining({ query: "pão", categoryId: CATEGORY, page: 1, size: 24 }),
    );
    expect(screen.getByText("Página 1 de 3")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Páginas da lista de produtos" });
    const next = within(nav).getByRole("link", { name: /Próxima/ });
    expect(next).toHaveAttribute("href", `/?q=p%C3%A3o&categoria=${CATEGORY}&pagina=2`);
    expect(next).toHaveAttribute("rel", "next");
    expect(within(nav).queryByRole("link", { name: /Anterior/ })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Página 1" })).toHaveAttribute(
      "href",
      `/?q=p%C3%A3o&categoria=${CATEGORY}`,
    );
    expect(screen.getByRole("heading", { name: "Estabelecimentos encontrados" })).toBeInTheDocument();
    expect(screen.queryByText(/Refine a busca para encontrar os outros produtos/)).toBeNull();
  });

  it("reads the page asked for: page 2 has both neighbours and no second list of stores", async () => {
    vi.mocked(getShopperProducts).mockResolvedValue(productsPage(50, 24, 25));
    await renderResults({ query: "a", categoryId: null, page: 2 });

    expect(vi.mocked(getShopperProducts)).toHaveBeenCalledWith(
      expect.objectContaining({ page: 2, size: 24 }),
    );
    expect(vi.mocked(getShopperCompanies)).not.toHaveBeenCalled();
    expect(screen.getByText("Página 2 de 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Produto 25/ })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Páginas da lista de produtos" });
    expect(within(nav).getByRole("link", { name: /Anterior/ })).toHaveAttribute("href", "/?q=a");
    expect(within(nav).getByRole("link", { name: /Anterior/ })).toHaveAttribute("rel", "prev");
    expect(within(nav).getByRole("link", { name: /Próxima/ })).toHaveAttribute("href", "/?q=a&pagina=3");
    expect(screen.queryByRole("heading", { name: "Estabelecimentos encontrados" })).toBeNull();
  });

  it("a category view pages too, without a term", async () => {
    vi.mocked(getCategoryFilter).mockResolvedValue({ id: CATEGORY, name: "Padaria" });
    vi.mocked(getShopperProducts).mockResolvedValue(productsPage(30, 6, 25));
    await renderResults({ query: null, categoryId: CATEGORY, page: 2 });

    expect(screen.getByRole("heading", { level: 2, name: "Padaria" })).toBeInTheDocument();
    expect(screen.getByText("Página 2 de 2")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Páginas da lista de produtos" });
    expect(within(nav).getByRole("link", { name: /Anterior/ })).toHaveAttribute(
      "href",
      `/?categoria=${CATEGORY}`,
    );
    expect(within(nav).queryByRole("link", { name: /Próxima/ })).toBeNull();
  });

  it("one page of results has no page navigation", async () => {
    vi.mocked(getShopperProducts).mockResolvedValue(productsPage(3, 3));
    await renderResults({ query: "pão", categoryId: null, page: 1 });

    expect(screen.getByRole("link", { name: /Produto 3/ })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Páginas da lista de produtos" })).toBeNull();
    expect(screen.queryByText(/Página 1 de/)).toBeNull();
  });

  it.each([
    ["past the last page", 4, 50],
    ["past an empty list", 2, 0],
  ])("a page %s is not found (404)", async (_, page, total) => {
    vi.mocked(getShopperProducts).mockResolvedValue({ items: [], total, companies: [] });
    await expect(SearchResults({ query: "a", categoryId: null, page })).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
  });

  it("a `pagina` that is not a page number is not found, before any read", async () => {
    await expect(SearchResults({ query: "a", categoryId: null, page: null })).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
    expect(vi.mocked(getShopperProducts)).not.toHaveBeenCalled();
  });
});

describe("search results' metadata", () => {
  const metadataOf = (searchParams: Record<string, string>) =>
    searchMetadata({ searchParams: Promise.resolve(searchParams) });

  it("links a results page to its neighbours, term and category kept; canonical stays the home", async () => {
    vi.mocked(getCategoryFilter).mockResolvedValue({ id: CATEGORY, name: "Padaria" });
    vi.mocked(getShopperProducts).mockResolvedValue(productsPage(50, 24, 25));
    const metadata = await metadataOf({ q: "a", categoria: CATEGORY, pagina: "2" });
    expect(metadata.alternates?.canonical).toBe("/");
    expect(metadata.pagination).toEqual({
      previous: `/?q=a&categoria=${CATEGORY}`,
      next: `/?q=a&categoria=${CATEGORY}&pagina=3`,
    });
  });

  it.each([
    [{ q: "a" }, 50, { previous: null, next: "/?q=a&pagina=2" }],
    [{ q: "a", pagina: "3" }, 50, { previous: "/?q=a&pagina=2", next: null }],
    [{ q: "a" }, 10, { previous: null, next: null }],
  ])("%j with %i products: %j", async (searchParams, total, pagination) => {
    vi.mocked(getShopperProducts).mockResolvedValue(productsPage(total, 1));
    expect((await metadataOf(searchParams)).pagination).toEqual(pagination);
  });

  it("a page that does not exist has the home's metadata (the results answer 404)", async () => {
    vi.mocked(getShopperProducts).mockResolvedValue({ items: [], total: 0, companies: [] });
    const metadata = await metadataOf({ q: "a", pagina: "99" });
    expect(metadata.pagination).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe("/");
  });
});
