/**
 * Favourite products, kept in localStorage under one key as a JSON array of product ids, shared by every
 * tab (the "storage" event) and every component of this tab (in-memory listeners).
 */

export const FAVORITES_STORAGE_KEY = "vitrine:favorite-products";
const MAX_FAVORITES = 500;

/** Stored text to a clean id list: invalid JSON or entries are dropped, duplicates folded. */
export function parseFavorites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter(
      (entry): entry is string => typeof entry === "string" && entry.length > 0 && entry.length <= 64,
    );
    return [...new Set(ids)].slice(0, MAX_FAVORITES);
  } catch {
    return [];
  }
}

/** Adds the id when absent, removes it when present. */
export function toggleFavorite(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id].slice(-MAX_FAVORITES);
}

const listeners = new Set<() => void>();
// Used when storage is unavailable (privacy mode): favourites then last for the visit only.
let memory: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(FAVORITES_STORAGE_KEY);
  } catch {
    return memory;
  }
}

export function readFavorites(): string[] {
  return parseFavorites(read());
}

export function writeFavorites(ids: readonly string[]): void {
  const text = JSON.stringify(ids);
  memory = text;
  try {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, text);
  } catch {}
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === FAVORITES_STORAGE_KEY || event.key === null) for (const listener of listeners) listener();
}

export function subscribeFavorites(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Snapshot for useSyncExternalStore: the raw stored text, stable between changes. */
export function favoritesSnapshot(): string | null {
  return read();
}
