import { useSyncExternalStore } from "react";

function subscribe(listener: () => void): () => void {
  const timer = setInterval(listener, 1000);
  return () => clearInterval(timer);
}

const nowInSeconds = () => Math.floor(Date.now() / 1000) * 1000;

/**
 * The browser clock (epoch ms, whole seconds), re-read every second. The server HTML and hydration use
 * `renderedAt`, so both render the same text; the browser's clock takes over right after.
 */
export function useSecondClock(renderedAt: number): number {
  return useSyncExternalStore(subscribe, nowInSeconds, () => renderedAt);
}
