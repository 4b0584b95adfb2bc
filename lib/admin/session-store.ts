/**
 * product.md D10: admin changes on sample data (new administrators, approvals, deletions) last for the
 * browser session. One value per key, kept in memory and mirrored to sessionStorage so client-side
 * navigation and a reload both keep it; read through React's useSyncExternalStore.
 */
export type SessionStore<T> = {
  subscribe: (listener: () => void) => () => void;
  /** the session's value, else `fallback` (the server's sample data) */
  read: (fallback: T) => T;
  write: (value: T) => void;
  /** forgets the session's value (tests, and a fresh start) */
  reset: () => void;
};

export function createSessionStore<T>(key: string, isValid: (value: unknown) => value is T): SessionStore<T> {
  let memory: T | undefined;
  let loaded = false;
  const listeners = new Set<() => void>();

  function load(): void {
    loaded = true;
    try {
      const raw = window.sessionStorage.getItem(key);
      const parsed: unknown = raw === null ? undefined : JSON.parse(raw);
      if (isValid(parsed)) memory = parsed;
    } catch {
      // storage blocked or a corrupt entry: start from the sample data
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read(fallback) {
      if (!loaded && typeof window !== "undefined") load();
      return memory ?? fallback;
    },
    write(value) {
      memory = value;
      loaded = true;
      try {
        window.sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // storage full or blocked: the value still lives in memory for this page
      }
      for (const listener of listeners) listener();
    },
    reset() {
      memory = undefined;
      loaded = false;
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // nothing stored
      }
      for (const listener of listeners) listener();
    },
  };
}

/** Enough of a shape check for values this app wrote itself: an array of objects with an id. */
export function isListWithIds<T extends { id: string }>(value: unknown): value is T[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === "object" && item !== null && typeof (item as { id?: unknown }).id === "string",
    )
  );
}
