import { describe, expect, it } from "vitest";

import { pageCount, pageExists, pageWindow, parsePageSegment } from "@/lib/store/pagination";
import { PRERENDERED_LIST_PAGES, productListParams } from "@/lib/store/product-list";

describe("the product list in pages ('Ver mais produtos')", () => {
  it.each([
    { page: 1, total: 50, exists: true },
    { page: 3, total: 50, exists: true },
    { page: 4, total: 50, exists: false },
    { page: 0, total: 50, exists: false },
    { page: -1, total: 50, exists: false },
    { page: 1.5, total: 50, exists: false },
    { page: Number.NaN, total: 50, exists: false },
    { page: 2, total: 48, exists: true },
    { page: 3, total: 48, exists: false },
  ])("page $page of $total products (24 a page) exists: $exists", ({ page, total, exists }) => {
    expect(pageExists(page, total, 24)).toBe(exists);
  });

  it.each([
    [0, 1],
    [1, 1],
    [12, 1],
    [13, 2],
    [64, 6],
  ])("%i products make %i page(s) of 12", (total, pages) => {
    expect(pageCount(total, 12)).toBe(pages);
  });

  it("an empty list still has its first page, and only that one", () => {
    expect(pageExists(1, 0, 24)).toBe(true);
    expect(pageExists(2, 0, 24)).toBe(false);
  });

  it.each([
    [undefined, 1],
    ["1", 1],
    ["2", 2],
    ["10", 10],
    ["02", null],
    ["2.0", null],
    ["-1", null],
    ["0", null],
    ["abc", null],
    ["99999", null],
  ])("the URL segment %s reads as page %s", (segment, page) => {
    expect(parsePageSegment(segment)).toBe(page);
  });
});

describe("the product list's prerendered pages", () => {
  it.each([
    [0, 1],
    [50, 3],
    [25_000, PRERENDERED_LIST_PAGES],
  ])("%i available products prerender %i page(s); later ones render on demand", (total, pages) => {
    const params = productListParams(total);
    expect(params).toHaveLength(pages);
    expect(params[0]).toEqual({ pagina: [] });
    expect(params.at(-1)).toEqual({ pagina: pages === 1 ? [] : [String(pages)] });
  });
});

describe("the page navigation's numbers: first, last and two either side of the current page", () => {
  it.each([
    [1, 1, [1]],
    [3, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [1, 10, [1, 2, 3, 4, 5, 6, 7, null, 10]],
    [5, 10, [1, null, 3, 4, 5, 6, 7, null, 10]],
    [10, 10, [1, null, 4, 5, 6, 7, 8, 9, 10]],
    [500, 1042, [1, null, 498, 499, 500, 501, 502, null, 1042]],
    [1042, 1042, [1, null, 1036, 1037, 1038, 1039, 1040, 1041, 1042]],
  ])("page %i of %i shows %j", (page, pages, shown) => {
    expect(pageWindow(page, pages)).toEqual(shown);
  });

  it("never shows more than nine entries, always the current page, the first and the last", () => {
    for (let pages = 1; pages <= 60; pages += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const shown = pageWindow(page, pages);
        expect(shown.length).toBeLessThanOrEqual(9);
        expect(shown).toContain(page);
        expect(shown[0]).toBe(1);
        expect(shown.at(-1)).toBe(pages);
      }
    }
  });
});
