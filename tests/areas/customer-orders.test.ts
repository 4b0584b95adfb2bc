import { describe, expect, it } from "vitest";

import { canReorder } from "@/lib/areas/customer-orders";

describe("'Pedir Novamente' (product.md §2: delivered orders only)", () => {
  it.each([
    ["delivered", true],
    ["confirmed", false],
    ["preparing", false],
    ["ready", false],
    ["on_way", false],
    ["cancelled", false],
  ])("%s -> %s", (status, allowed) => {
    expect(canReorder(status)).toBe(allowed);
  });
});
