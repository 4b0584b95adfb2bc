"use client";

import { useSyncExternalStore } from "react";

import type { CampaignStatus, CampaignStatusOverrides } from "@/lib/advertiser/campaign-status";

/**
 * Campaign statuses changed with the pause/activate button, shared by the dashboard and the campaigns
 * page. product.md §4 persists nothing, so they live for the browser session only (sessionStorage).
 */
const STORAGE_KEY = "vitrine:advertiser:campaign-status";
const STATUSES: readonly string[] = ["active", "paused", "finished"];
const EMPTY: CampaignStatusOverrides = {};

let overrides: CampaignStatusOverrides = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function load(): void {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    if (stored && typeof stored === "object") {
      const entries = Object.entries(stored).filter(([, status]) => STATUSES.includes(String(status)));
      overrides = Object.fromEntries(entries) as CampaignStatusOverrides;
    }
  } catch {
    // unreadable or blocked storage: start from the sample statuses
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): CampaignStatusOverrides {
  load();
  return overrides;
}

function getServerSnapshot(): CampaignStatusOverrides {
  return EMPTY;
}

export function setCampaignStatus(id: string, status: CampaignStatus): void {
  load();
  overrides = { ...overrides, [id]: status };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    // the change still holds for this page's life
  }
  for (const listener of listeners) listener();
}

/** Forgets every session change (tests start each case from the sample statuses). */
export function resetCampaignStatuses(): void {
  overrides = EMPTY;
  loaded = true;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
  for (const listener of listeners) listener();
}

export function useCampaignStatusOverrides(): CampaignStatusOverrides {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The status a campaign shows now: the session change if any, else the sample one. */
export function useCampaignStatus(id: string, status: CampaignStatus): CampaignStatus {
  return useCampaignStatusOverrides()[id] ?? status;
}
