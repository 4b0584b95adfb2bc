import { describe, expect, it } from "vitest";

import {
  homeHref,
  isHomeSearch,
  parseHomeParams,
  parseHomeSearch,
  type RawSearchParams,
} from "@/lib/store/home-params";

describe("the search state lives in the URL (product.md §5)", () => {
  it.each<[RawSearchParams, ReturnType<typeof parseHomeParams>]>([
    [{}, { query: null, categoryId: null, page: 1 }],
    [
      { q: "  pão ", categoria: "abc" },
      { query: "pão", categoryId: "abc", page: 1 },
    ],
    [{ q: ["farmacia", "x"] }, { query: "farmacia", categoryId: null, page: 1 }],
    [
      { q: "   ", categoria: "" },
      { query: null, categoryId: null, page: 1 },
    ],
    [{ q: "a".repeat(150) }, { query: "a".repeat(100), categoryId: null, page: 1 }],
  ])("parseHomeParams(%j)", (raw, expected) => {
    expect(parseHomeParams(raw)).toEqual(expected);
  });

  it.each([
    [undefined, 1],
    ["1", 1],
    ["2", 2],
    ["37", 37],
    ["9999", 9999],
    [["3", "7"], 3],
    [[], 1],
    // not a page: the results answer 404, like /produtos/{n}
    ["", null],
    [" 2", null],
    ["0", null],
    ["-1", null],
    ["02", null],
    ["2.0", null],
    ["1e3", null],
    ["dois", null],
    ["10000", null],
    ["999999999999", null],
  ])("pagina=%j reads as page %s", (pagina, page) => {
    expect(parseHomeParams({ q: "a", pagina }).page).toBe(page);
  });

  it.each([
    [{}, "/"],
    [{ query: "pão de queijo" }, "/?q=p%C3%A3o+de+queijo"],
    [{ categoryId: "c1" }, "/?categoria=c1"],
    [{ query: "x", categoryId: "c1" }, "/?q=x&categoria=c1"],
    [{ query: "  ", categoryId: null }, "/"],
    // a results page keeps the term and the category; page 1 has one address, without `pagina`
    [{ query: "a", page: 2 }, "/?q=a&pagina=2"],
    [{ query: "pão", categoryId: "c1", page: 12 }, "/?q=p%C3%A3o&categoria=c1&pagina=12"],
    [{ categoryId: "c1", page: 3 }, "/?categoria=c1&pagina=3"],
    [{ query: "a", page: 1 }, "/?q=a"],
    [{ query: "a", page: null }, "/?q=a"],
    // without a search, "/" is the static home: it has no pages
    [{ page: 2 }, "/"],
  ])("homeHref(%j) -> %s", (state, expected) => {
    expect(homeHref(state)).toBe(expected);
  });

  it("a link written by homeHref reads back as the same state", () => {
    const state = { query: "pão de queijo", categoryId: "c1", page: 4 };
    const url = new URL(homeHref(state), "http://vitrine.test");
    expect(parseHomeParams(Object.fromEntries(url.searchParams))).toEqual(state);
  });

  it.each([
    ["q=a&pagina=2", { query: "a", categoryId: null, page: 2 }],
    ["q=a&q=b&pagina=3&pagina=4&categoria=c1", { query: "a", categoryId: "c1", page: 3 }],
    ["categoria=c1&pagina=0", { query: null, categoryId: "c1", page: null }],
    ["q=p%C3%A3o", { query: "pão", categoryId: null, page: 1 }],
  ])("the proxy reads ?%s as %j", (search, expected) => {
    expect(parseHomeSearch(new URLSearchParams(search))).toEqual(expected);
  });

  it.each([
    ["/", "q=a&pagina=2", true],
    ["/", "categoria=c1&pagina=2", true],
    // `pagina` alone is not a search: "/" stays the static home
    ["/", "pagina=2", false],
  ])("%s?%s is a search rewritten to /busca: %s", (pathname, search, expected) => {
    expect(isHomeSearch(pathname, new URLSearchParams(search))).toBe(expected);
  });
});
