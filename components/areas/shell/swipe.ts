/** product.md §9: swipe threshold in pixels. */
export const SWIPE_THRESHOLD_PX = 50;

export type SwipeAction = "open" | "close" | null;

/**
 * product.md §2 (admin area): on mobile a swipe right opens the sidebar and a swipe left closes it. A gesture
 * that moves more vertically than sideways is a scroll, not a swipe.
 */
export function swipeAction(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): SwipeAction {
  if (Math.abs(dy) > Math.abs(dx)) return null;
  if (dx > threshold) return "open";
  if (dx < -threshold) return "close";
  return null;
}
