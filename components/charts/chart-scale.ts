/** Pure geometry of the time-series chart: a readable axis maximum, its ticks and which x labels fit. */

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `max`; 1 for an empty or all-zero series. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = NICE_STEPS.find((candidate) => candidate * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** How many steps split `max` into whole numbers (4 or 5 when possible), so axis labels stay round. */
export function tickCount(max: number): number {
  return [4, 5, 2].find((count) => Number.isInteger(max / count)) ?? (max < 1 ? 4 : 1);
}

/** Axis ticks from 0 to `max` in `count` equal steps, top first (the order they are drawn in). */
export function axisTicks(max: number, count = tickCount(max)): number[] {
  return Array.from({ length: count + 1 }, (_, index) => (max * (count - index)) / count);
}

/**
 * Indexes of the x labels to print when `total` bars share the width: always the first and the last,
 * evenly spaced in between, never more than `maxLabels`.
 */
export function labelIndexes(total: number, maxLabels = 7): number[] {
  if (total <= 0) return [];
  if (total <= maxLabels) return Array.from({ length: total }, (_, index) => index);
  const step = (total - 1) / (maxLabels - 1);
  return Array.from({ length: maxLabels }, (_, index) => Math.round(index * step));
}

/** Bar height as a percentage of the plot (0–100). */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}
