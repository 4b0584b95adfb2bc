import { describe, expect, it } from "vitest";

import { companiesViewReducer, INITIAL_COMPANIES_VIEW } from "@/lib/admin/companies-view";
import { clampPage, COMPANY_PAGE_SIZE, pageCount, paginate } from "@/lib/admin/pagination";

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("company list pagination (product.md §9: page size 10, 'Página X de Y')", () => {
  it("shows 10 companies a page", () => {
    expect(COMPANY_PAGE_SIZE).toBe(10);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [25, 3],
  ])("%i companies make %i page(s)", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [1, 25, 1],
    [3, 25, 3],
    [4, 25, 3],
    [0, 25, 1],
    [-2, 25, 1],
    [2, 0, 1],
    [Number.NaN, 25, 1],
  ])("page %s of %i companies is shown as page %i", (page, total, shown) => {
    expect(clampPage(page, total)).toBe(shown);
  });

  it.each<[string, number, number, number[], boolean, boolean]>([
    ["first page: 'Anterior' disabled", 25, 1, items(10), false, true],
    ["middle page: both enabled", 25, 2, items(20).slice(10), true, true],
    ["last page: 'Próxima' disabled, the rest of the list", 25, 3, [21, 22, 23, 24, 25], true, false],
    ["a single page: both disabled", 7, 1, items(7), false, false],
    [
      "after deleting the last row of the last page, the page before",
      20,
      3,
      items(20).slice(10),
      true,
      false,
    ],
  ])("%s", (_case, total, page, shown, hasPrevious, hasNext) => {
    const slice = paginate(items(total), page);
    expect(slice.items).toEqual(shown);
    expect(slice.hasPrevious).toBe(hasPrevious);
    expect(slice.hasNext).toBe(hasNext);
  });

  it("resets to page 1 when another tab is chosen", () => {
    const onPage3 = companiesViewReducer(INITIAL_COMPANIES_VIEW, { type: "goToPage", page: 3 });
    expect(onPage3).toEqual({ tab: "all", page: 3 });
    expect(companiesViewReducer(onPage3, { type: "selectTab", tab: "pending" })).toEqual({
      tab: "pending",
      page: 1,
    });
  });

  it.each([
    [2, 2],
    [0, 1],
    [-5, 1],
    [2.7, 2],
  ])("going to page %s keeps the page at %i or above 1", (page, expected) => {
    expect(companiesViewReducer(INITIAL_COMPANIES_VIEW, { type: "goToPage", page }).page).toBe(expected);
  });
});
