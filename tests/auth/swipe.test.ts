import { describe, expect, it } from "vitest";

import { swipeAction } from "@/components/areas/shell/swipe";

describe("admin sidebar swipe, threshold 50 px (product.md §2 and §9)", () => {
  it.each([
    [51, 0, "open"],
    [120, 30, "open"],
    [50, 0, null],
    [-51, 0, "close"],
    [-200, -40, "close"],
    [-50, 0, null],
    [0, 0, null],
    [80, 120, null],
    [-80, -81, null],
  ])("dx %s, dy %s -> %s", (dx, dy, expected) => {
    expect(swipeAction(dx, dy)).toBe(expected);
  });
});
