/** product.md §5: a quantity never goes below 1 on the product page; the cap keeps one line to a sane amount. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** A whole number between `min` and MAX_QUANTITY (the cart's stepper uses min 0: 0 removes the line). */
export function clampQuantity(value: number, min: number = MIN_QUANTITY): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(MAX_QUANTITY, Math.max(min, Math.trunc(value)));
}
