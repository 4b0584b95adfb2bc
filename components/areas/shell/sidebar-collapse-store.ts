import { useCallback, useSyncExternalStore } from "react";

/**
 * product.md §2: the sidebar's collapsed state survives navigation, reloads included. Kept in localStorage (no
 * cookie, so static and cached pages stay the same for everyone); the server and the first client
 * render use 'expanded', then the stored value applies.
 */
export const SIDEBAR_COLLAPSED_KEY = "vitrine.sidebar.collapsed";

const listeners = new Set<() => void>();
// Where localStorage is unavailable (privacy modes) the state still lives for the session.
let memory: boolean | null = null;

function read(): boolean {
  if (memory !== null) return memory;
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === "true";
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab changed it
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIDEBAR_COLLAPSED_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
    memory = null;
  } catch {
    memory = collapsed;
  }
  for (const listener of listeners) listener();
}

/** The persisted collapsed flag and its setter. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((value: boolean) => writeSidebarCollapsed(value), []);
  return [collapsed, set];
}
