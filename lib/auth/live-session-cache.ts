/** How long the backend's answer about one session is trusted (README "Sessão": a copied cookie after 'Sair'). */
export const LIVE_SESSION_WINDOW_MS = 30_000;

/** After the backend failed to answer, checks give up at once for this long instead of each waiting 5 s. */
export const BACKEND_DOWN_MS = 5_000;

/** Sessions remembered at most: the oldest answer is dropped first, so memory stays bounded. */
export const LIVE_SESSION_MAX_ENTRIES = 10_000;

export type SessionAnswer = "live" | "ended";

type Entry = { userId: string; answer: SessionAnswer; until: number };

export type LiveSessionCache = {
  /** The backend's recent answer about this session, or undefined when it must be asked. */
  lookup(sessionId: string): SessionAnswer | undefined;
  remember(sessionId: string, userId: string, answer: SessionAnswer): void;
  /** Signing out with scope global ends every session of the user, not only the one that asked. */
  endUser(userId: string): void;
  /** The backend did not answer: spare the next requests the same wait. */
  noteBackendDown(): void;
  backendDown(): boolean;
  size(): number;
};

export type LiveSessionCacheOptions = {
  windowMs?: number;
  downMs?: number;
  maxEntries?: number;
  now?: () => number;
};

/** A small in-memory memo of the auth server's GET /user answers, keyed by the token's session_id. */
export function createLiveSessionCache({
  windowMs = LIVE_SESSION_WINDOW_MS,
  downMs = BACKEND_DOWN_MS,
  maxEntries = LIVE_SESSION_MAX_ENTRIES,
  now = Date.now,
}: LiveSessionCacheOptions = {}): LiveSessionCache {
  const entries = new Map<string, Entry>();
  let downUntil = 0;

  return {
    lookup(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.answer;
    },
    remember(sessionId, userId, answer) {
      // re-inserting moves the session to the newest end of the Map's order
      entries.delete(sessionId);
      entries.set(sessionId, { userId, answer, until: now() + windowMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      // an answer came back: the backend is up again
      downUntil = 0;
    },
    endUser(userId) {
      for (const entry of entries.values()) {
        if (entry.userId === userId) entry.answer = "ended";
      }
    },
    noteBackendDown() {
      downUntil = now() + downMs;
    },
    backendDown() {
      return downUntil > now();
    },
    size() {
      return entries.size;
    },
  };
}

const SHARED = Symbol.for("vitrine.live-sessions");
type Holder = typeof globalThis & { [SHARED]?: LiveSessionCache };

/**
 * The process-wide cache: on globalThis because proxy.ts, the pages and the server actions are separate
 * bundles, and the 'Sair' action must reach the proxy's copy.
 */
export function liveSessions(): LiveSessionCache {
  const holder = globalThis as Holder;
  holder[SHARED] ??= createLiveSessionCache();
  return holder[SHARED];
}
