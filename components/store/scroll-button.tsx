"use client";

import { PlainButton } from "@/components/ui/plain-button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { cx } from "@/lib/cx";

/**
 * A scrolling row's previous or next button (the home's carousels, the category strip): scrolls the element whose
 * id is `target` by `step` px, smoothly unless the shopper asked for less motion. The row itself is rendered on
 * the server; these buttons are all the browser hydrates of it (product.md D12).
 */
export function ScrollButton({
  target,
  step,
  direction,
  label,
  className,
}: {
  target: string;
  step: number;
  direction: -1 | 1;
  label: string;
  className?: string;
}) {
  const scroll = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document
      .getElementById(target)
      ?.scrollBy({ left: direction * step, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <PlainButton
      variant="outline"
      size="icon"
      className={cx("size-9", className)}
      aria-label={label}
      onClick={scroll}
    >
      <SpriteIcon name={direction < 0 ? "chevron-left" : "chevron-right"} />
    </PlainButton>
  );
}
