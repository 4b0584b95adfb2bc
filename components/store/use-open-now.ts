"use client";

import { useMemo, useSyncExternalStore } from "react";

import type { OpeningHours } from "@/lib/catalog/types";
import { nextOpening, type NextOpening } from "@/lib/store/next-opening";
import { isOpenAt } from "@/lib/store/opening-hours";
import { openFirstOrder, type CompaniesById } from "@/lib/store/open-first";

/**
 * The storefront's clock for open/closed (product.md §4), kept current in the browser.
 *
 * `renderedAt` is the server's render instant (from lib/store/render-time.ts): during SSR and hydration each
 * answer is the one at that minute, so the HTML and the first client render agree (no hydration mismatch);
 * right after hydration React reads the browser clock, then again every minute (aligned on the minute, when
 * opening times change) and whenever the tab becomes visible again, and re-renders a component only when its
 * answer changed. Every card and list on a page shares one ticker, so they never disagree.
 * - `useOpenNow(openingHours, renderedAt)`: whether the company is open.
 * - `useOpeningStatus(openingHours, renderedAt)`: open, and when a closed company opens next (or null).
 * - `useOpenFirstOrder(companyIds, companies, renderedAt)`: a list's open-first order (components/store/open-first.tsx).
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

/**
 * A value read off the stores' clock, kept current: the server render and hydration read it at the page's
 * render minute, the browser at the current one. `read` returns a primitive, so only a changed answer
 * re-renders (useSyncExternalStore compares snapshots with Object.is): when the snapshot was the minute, every
 * card of a page rendered minutes earlier was rendered again, synchronously, right after hydration, and again
 * each minute, with nothing to show for it (product.md D12).
 */
function useClockValue<T extends string | boolean>(read: (now: Date) => T, renderedAt: number): T {
  return useSyncExternalStore(
    subscribe,
    () => read(new Date(floorToMinute(Date.now()))),
    () => read(new Date(floorToMinute(renderedAt))),
  );
}

export function useOpenNow(openingHours: OpeningHours, renderedAt: number): boolean {
  return useClockValue((now) => isOpenAt(openingHours, now), renderedAt);
}

export type OpeningStatus = { open: boolean; opensAt: NextOpening | null };

// "open", "closed" (no day opens) or "<day> <HH:MM>" (closed, opens then): one string per distinct status
const OPEN = "open";
const NEVER = "closed";

function statusKey(openingHours: OpeningHours, now: Date): string {
  if (isOpenAt(openingHours, now)) return OPEN;
  const next = nextOpening(openingHours, now);
  return next ? `${next.day} ${next.time}` : NEVER;
}

function statusOf(key: string): OpeningStatus {
  if (key === OPEN) return { open: true, opensAt: null };
  const [day, time] = key.split(" ");
  return { open: false, opensAt: day && time ? { day: day as NextOpening["day"], time } : null };
}

export function useOpeningStatus(openingHours: OpeningHours, renderedAt: number): OpeningStatus {
  const key = useClockValue((now) => statusKey(openingHours, now), renderedAt);
  return useMemo(() => statusOf(key), [key]);
}

/** Open-first order of a list (lib/store/open-first.ts) on the same clock, as item indices. */
export function useOpenFirstOrder(
  companyIds: readonly string[],
  companies: CompaniesById,
  renderedAt: number,
): number[] {
  const key = useClockValue((now) => openFirstOrder(companyIds, companies, now).join(","), renderedAt);
  return useMemo(() => (key === "" ? [] : key.split(",").map(Number)), [key]);
}
