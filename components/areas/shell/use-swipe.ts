import { useEffect, useRef } from "react";

import { swipeAction, type SwipeAction } from "./swipe";

const EDITABLE = "input, textarea, select, [contenteditable=''], [contenteditable='true'], [data-no-swipe]";

/**
 * A gesture that starts on a field (a range slider drags sideways) or inside something that scrolls
 * sideways (a wide table, the category strip) belongs to that element, not to the sidebar.
 */
export function ownsHorizontalGesture(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(EDITABLE)) return true;
  for (let el: Element | null = target; el && el !== document.body; el = el.parentElement) {
    if (el.scrollWidth > el.clientWidth && /(auto|scroll)/.test(getComputedStyle(el).overflowX)) return true;
  }
  return false;
}

type Point = { x: number; y: number };

/**
 * product.md §2 and §9: calls `onSwipe` for a horizontal swipe past 50 px, from touch events and from pointer
 * events (pen, touch, or a mouse drag). Both fire for one finger on most phones; the action is the same,
 * so the second call changes nothing. Only below `maxWidth`.
 */
export function useSwipe(onSwipe: (action: Exclude<SwipeAction, null>) => void, maxWidth = 767): void {
  const callback = useRef(onSwipe);
  useEffect(() => {
    callback.current = onSwipe;
  });

  useEffect(() => {
    let touchStart: Point | null = null;
    let pointerStart: (Point & { id: number }) | null = null;
    const narrow = () => window.matchMedia(`(max-width: ${maxWidth}px)`).matches;
    const finish = (start: Point, end: Point) => {
      if (!narrow()) return;
      const action = swipeAction(end.x - start.x, end.y - start.y);
      if (action) callback.current(action);
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart =
        touch && !ownsHorizontalGesture(event.target) ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touchStart && touch) finish(touchStart, { x: touch.clientX, y: touch.clientY });
      touchStart = null;
    };
    const onPointerDown = (event: PointerEvent) => {
      const usable = event.isPrimary && event.button === 0 && !ownsHorizontalGesture(event.target);
      pointerStart = usable ? { x: event.clientX, y: event.clientY, id: event.pointerId } : null;
    };
    const onPointerUp = (event: PointerEvent) => {
      const start = pointerStart;
      pointerStart = null;
      if (!start || start.id !== event.pointerId) return;
      // a mouse drag that selected text was a selection, not a swipe
      if (event.pointerType === "mouse" && !(window.getSelection()?.isCollapsed ?? true)) return;
      finish(start, { x: event.clientX, y: event.clientY });
    };
    const onPointerCancel = () => {
      pointerStart = null;
    };

    const options = { passive: true } as const;
    document.addEventListener("touchstart", onTouchStart, options);
    document.addEventListener("touchend", onTouchEnd, options);
    document.addEventListener("pointerdown", onPointerDown, options);
    document.addEventListener("pointerup", onPointerUp, options);
    document.addEventListener("pointercancel", onPointerCancel, options);
    return () => {
      document.removeEventListener("touchstart", onTouchStart);
      document.removeEventListener("touchend", onTouchEnd);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("pointerup", onPointerUp);
      document.removeEventListener("pointercancel", onPointerCancel);
    };
  }, [maxWidth]);
}
