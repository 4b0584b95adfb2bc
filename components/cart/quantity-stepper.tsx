"use client";

import { useId } from "react";

import { PlainButton } from "@/components/ui/plain-button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from "@/lib/cart/quantity";
import { cx } from "@/lib/cx";

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** 1 on the product page (product.md §5); 0 in the cart, where 0 removes the line (product.md §4) */
  min?: number;
  /** the group's name; shown beside the buttons when `showLabel` */
  label: string;
  showLabel?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  className?: string;
};

/** The one quantity stepper (product page and cart): two labelled buttons around the value, 1–99. */
export function QuantityStepper({
  value,
  onChange,
  min = MIN_QUANTITY,
  label,
  showLabel = false,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  className,
}: QuantityStepperProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={showLabel ? labelId : undefined}
      aria-label={showLabel ? undefined : label}
      className={cx("flex items-center gap-3", className)}
    >
      {showLabel ? (
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
      ) : null}
      <div className="inline-flex items-center rounded-md border">
        <PlainButton
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={decreaseLabel}
          disabled={disabled || value <= min}
          onClick={() => onChange(clampQuantity(value - 1, min))}
        >
          <SpriteIcon name="minus" />
        </PlainButton>
        <output
          aria-live="polite"
          aria-labelledby={showLabel ? labelId : undefined}
          aria-label={showLabel ? undefined : label}
          className="min-w-10 text-center font-semibold tabular-nums"
        >
          {value}
        </output>
        <PlainButton
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={increaseLabel}
          disabled={disabled || value >= MAX_QUANTITY}
          onClick={() => onChange(clampQuantity(value + 1, min))}
        >
          <SpriteIcon name="plus" />
        </PlainButton>
      </div>
    </div>
  );
}
