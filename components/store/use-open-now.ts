"use client";

import { useSyncExternalStore } from "react";

import type { OpeningHours } from "@/lib/catalog/types";
import { nextOpening, type NextOpening } from "@/lib/store/next-opening";
import { isOpenAt } from "@/lib/store/opening-hours";

/**
 * The storefront's clock for open/closed (product.md §4), kept current in the browser.
 *
 * - `useNow(renderedAt)`: the current minute (epoch ms). `renderedAt` is the server's render instant (from
 *   lib/store/render-time.ts): during SSR and hydration the answer is that minute, so the HTML and the first
 *   client render agree (no hydration mismatch); right after hydration React re-reads the browser clock,
 *   then again every minute (aligned on the minute, when opening times change) and whenever the tab becomes
 *   visible again. Every card and list on a page shares one ticker, so they never disagree.
 * - `useOpenNow(openingHours, renderedAt)`: whether the company is open.
 * - `useOpeningStatus(openingHours, renderedAt)`: open, and when a closed company opens next (or null).
 */

const MINUTE = 60_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function scheduleNextMinute() {
  const msToNextMinute = MINUTE - (Date.now() % MINUTE);
  timer = setTimeout(() => {
    notify();
    scheduleNextMinute();
  }, msToNextMinute + 50);
}

function onVisibility() {
  if (document.visibilityState === "visible") notify();
}

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

// Opening times have minute precision; a minute-floored snapshot stays equal between ticks, as
// useSyncExternalStore requires.
const floorToMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

export function useNow(renderedAt: number): number {
  return useSyncExternalStore(
    subscribe,
    () => floorToMinute(Date.now()),
    () => floorToMinute(renderedAt),
  );
}

export function useOpenNow(openingHours: OpeningHours, renderedAt: number): boolean {
  return isOpenAt(openingHours, new Date(useNow(renderedAt)));
}

export type OpeningStatus = { open: boolean; opensAt: NextOpening | null };

export function useOpeningStatus(openingHours: OpeningHours, renderedAt: number): OpeningStatus {
  const now = new Date(useNow(renderedAt));
  const open = isOpenAt(openingHours, now);
  return { open, opensAt: open ? null : nextOpening(openingHours, now) };
}
