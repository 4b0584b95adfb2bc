"use client";

import { useSyncExternalStore } from "react";

import type { OpeningHours } from "@/fixtures/schemas";
import { isOpenAt } from "@/lib/store/opening-hours";

/**
 * `useOpenNow(openingHours, renderedAt)`: whether the company is open (spec 4), kept current in the browser.
 *
 * `renderedAt` is the server's render instant (epoch ms, from lib/store/render-time.ts). During SSR and
 * hydration the answer is computed for that instant, so the HTML and the first client render agree (no
 * hydration mismatch); right after hydration React re-reads the browser clock, then again every minute
 * (aligned on the minute, when opening times change) and whenever the tab becomes visible again.
 */

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function scheduleNextMinute() {
  const msToNextMinute = 60_000 - (Date.now() % 60_000);
  timer = setTimeout(() => {
    notify();
    scheduleNextMinute();
  }, msToNextMinute + 50);
}

function onVisibility() {
  if (document.visibilityState === "visible") notify();
}

// One shared ticker for every card on the page.
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    scheduleNextMinute();
    document.addEventListener("visibilitychange", onVisibility);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    }
  };
}

export function useOpenNow(openingHours: OpeningHours, renderedAt: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpenAt(openingHours, new Date()),
    () => isOpenAt(openingHours, new Date(renderedAt)),
  );
}
