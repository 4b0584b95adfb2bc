import { describe, expect, it } from "vitest";

import { pageCount, pageOf, parsePageSegment } from "@/lib/store/pagination";

const items = Array.from({ length: 50 }, (_, index) => index + 1);

describe("the product list in pages ('Ver mais produtos')", () => {
  it.each([
    { page: 1, first: 1, last: 24, exists: true },
    { page: 2, first: 25, last: 48, exists: true },
    { page: 3, first: 49, last: 50, exists: true },
  ])("page $page holds items $first to $last", ({ page, first, last, exists }) => {
    const result = pageOf(items, page, 24);
    expect(result.exists).toBe(exists);
    expect(result.items.at(0)).toBe(first);
    expect(result.items.at(-1)).toBe(last);
    expect(result.pages).toBe(3);
  });

  it.each([0, 4, -1, 1.5, Number.NaN])("page %s does not exist and is empty", (page) => {
    expect(pageOf(items, page, 24)).toMatchObject({ items: [], exists: false });
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

  it("an empty list still has its first page", () => {
    expect(pageOf([], 1, 24)).toEqual({ items: [], page: 1, pages: 1, exists: true });
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
