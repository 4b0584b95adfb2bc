import { useSyncExternalStore } from "react";

import {
  EMPTY_SESSION,
  parseCompanySession,
  withOrderOutcome,
  type CompanySession,
  type OrderOutcome,
} from "@/lib/company/session";

/**
 * One store per browser tab, shared by the company screens that show orders (dashboard, orders board),
 * mirrored to sessionStorage so a reload or a new page keeps this session's results.
 */
export const COMPANY_SESSION_KEY = "vitrine:company-session";

let state: CompanySession = EMPTY_SESSION;
let loaded = false;
const listeners = new Set<() => void>();

function load(): CompanySession {
  if (!loaded && typeof window !== "undefined") {
    loaded = true;
    try {
      state = parseCompanySession(window.sessionStorage.getItem(COMPANY_SESSION_KEY));
    } catch {
      state = EMPTY_SESSION; // storage blocked: the session lives in memory only
    }
  }
  return state;
}

function update(change: (session: CompanySession) => CompanySession) {
  state = change(load());
  try {
    window.sessionStorage.setItem(COMPANY_SESSION_KEY, JSON.stringify(state));
  } catch {
    // storage full or blocked: memory still holds the result for this page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session's changes; empty on the server and during hydration, so the markup always matches. */
export function useCompanySession(): CompanySession {
  return useSyncExternalStore(subscribe, load, () => EMPTY_SESSION);
}

export const companySession = {
  markReady: (orderId: string) => update((s) => withOrderOutcome(s, orderId, { status: "ready" })),
  cancel: (orderId: string, reason: string) =>
    update((s) => withOrderOutcome(s, orderId, { status: "cancelled", reason } satisfies OrderOutcome)),
  /** Tests start from an empty session. */
  reset: () => {
    loaded = true;
    update(() => EMPTY_SESSION);
  },
};
