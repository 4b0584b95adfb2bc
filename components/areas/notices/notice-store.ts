import { useSyncExternalStore } from "react";

import type { NoticeArea } from "@/lib/notices/derive";
import {
  EMPTY_READ_STATE,
  markRead,
  noticesStorageKey,
  parseReadState,
  seedReadState,
  serializeReadState,
  type NoticeReadState,
} from "@/lib/notices/read-state";

/**
 * The read marks of each area's notices, in localStorage, shared live by the notices page and the menu
 * badge (the `storage` event only reaches other tabs, so this tab notifies its own listeners).
 */

const listeners = new Set<() => void>();
// Private browsing can refuse localStorage: then the marks last until the tab closes.
const memory = new Map<string, string>();
const snapshots = new Map<string, { raw: string | null; state: NoticeReadState }>();

function storage(): Pick<Storage, "getItem" | "setItem"> {
  try {
    if (typeof window !== "undefined" && window.localStorage) return window.localStorage;
  } catch {
    // fall through to memory
  }
  return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
}

function read(area: NoticeArea): NoticeReadState {
  const key = noticesStorageKey(area);
  const raw = storage().getItem(key);
  const cached = snapshots.get(key);
  // Same stored text, same object: useSyncExternalStore needs a stable snapshot.
  if (cached && cached.raw === raw) return cached.state;
  const state = parseReadState(raw);
  snapshots.set(key, { raw, state });
  return state;
}

function write(area: NoticeArea, state: NoticeReadState) {
  try {
    storage().setItem(noticesStorageKey(area), serializeReadState(state));
  } catch {
    memory.set(noticesStorageKey(area), serializeReadState(state));
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function useNoticeReadState(area: NoticeArea): NoticeReadState {
  return useSyncExternalStore(
    subscribe,
    () => read(area),
    () => EMPTY_READ_STATE,
  );
}

/** Records which notices start unread (from the server), keeping the read marks that still apply. */
export function seedNotices(area: NoticeArea, unreadIds: readonly string[]) {
  const current = read(area);
  const next = seedReadState(current, unreadIds);
  if (serializeReadState(next) !== serializeReadState(current)) write(area, next);
}

export function markNoticesRead(area: NoticeArea, ids: readonly string[]) {
  write(area, markRead(read(area), ids));
}
