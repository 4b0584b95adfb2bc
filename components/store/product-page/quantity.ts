/** spec 5: the product page quantity cannot go below 1; the cap keeps one line to a sane amount. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}
