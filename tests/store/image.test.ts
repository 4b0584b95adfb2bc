import { describe, expect, it } from "vitest";

import { skipOptimizer } from "@/lib/store/image";

describe("next/image skips the optimiser for vector and remote pictures", () => {
  it.each([
    ["/images/products/pao.svg", true],
    ["/images/products/PAO.SVG", true],
    ["/images/products/pao.webp", false],
    ["/og-default.png", false],
    ["https://cdn.example.com/categoria.png", true],
  ])("%s -> %s", (src, expected) => {
    expect(skipOptimizer(src)).toBe(expected);
  });
});
