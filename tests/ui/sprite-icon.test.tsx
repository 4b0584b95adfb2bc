import { readFileSync } from "node:fs";
import { join } from "node:path";

import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ICON_SPRITE, SpriteIcon } from "@/components/ui/sprite-icon";
import { SPRITE_ICONS, iconSprite, type SpriteIconName } from "@/lib/icons/sprite";

const spriteFile = readFileSync(join(__dirname, "..", "..", "public", ICON_SPRITE), "utf8");

describe("the icon sprite (product.md D12: card icons drawn once)", () => {
  it("public/icons.svg holds the shapes lucide-react draws today (else: npx tsx scripts/icon-sprite.ts)", () => {
    expect(spriteFile).toBe(iconSprite());
  });

  it.each(Object.keys(SPRITE_ICONS) as SpriteIconName[])("has a 24x24 symbol for %s", (name) => {
    expect(spriteFile).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect)`));
  });

  it("a SpriteIcon is decorative and points into the sprite, keeping its size and colour classes", () => {
    const { container } = render(<SpriteIcon name="star" className="size-3.5 fill-amber-400" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(svg).toHaveClass("ui-icon", "size-3.5", "fill-amber-400");
    expect(svg.querySelector("use")).toHaveAttribute("href", "/icons.svg#star");
  });
});
