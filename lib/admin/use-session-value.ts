import { useCallback, useSyncExternalStore } from "react";

import type { SessionStore } from "@/lib/admin/session-store";

/**
 * The session's value of `store`, `initial` (the server's sample data) until something is written.
 * The server render and hydration use `initial`, so the markup always matches.
 */
export function useSessionValue<T>(
  store: SessionStore<T>,
  initial: T,
): [T, (update: (current: T) => T) => void] {
  const value = useSyncExternalStore(
    store.subscribe,
    () => store.read(initial),
    () => initial,
  );
  const update = useCallback(
    (change: (current: T) => T) => store.write(change(store.read(initial))),
    [store, initial],
  );
  return [value, update];
}
