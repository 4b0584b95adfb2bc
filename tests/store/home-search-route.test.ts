import { describe, expect, it } from "vitest";

import { isHomeSearch } from "@/lib/store/home-params";

// proxy.ts serves "/" as the static home and rewrites a search to the dynamic /busca (product.md §5).
describe("which home requests are searches", () => {
  it.each([
    ["/", "", false],
    ["/", "?q=", false],
    ["/", "?q=%20%20", false],
    ["/", "?utm_source=google", false],
    ["/", "?q=pizza", true],
    ["/", "?categoria=ba7cb608-38da-454c-9f01-885cb73a33e2", true],
    ["/", "?q=p%C3%A3o&categoria=x", true],
    ["/cart", "?q=pizza", false],
    ["/busca", "?q=pizza", false],
  ])("%s%s -> %s", (pathname, search, expected) => {
    expect(isHomeSearch(pathname, new URLSearchParams(search))).toBe(expected);
  });
});
