import { z } from "zod";

/**
 * What the browser's Realtime socket needs (app/api/realtime/token): where Supabase is, its publishable key,
 * and the signed-in user's current access token. The token lives in memory only, never in storage; the
 * refresh token stays in the HttpOnly cookie, and the server renews the session when it is close to expiring.
 */
export type RealtimeAccess = {
  url: string;
  apikey: string;
  accessToken: string;
  /** seconds since the epoch, as the JWT's `exp` */
  expiresAt: number;
};

export const realtimeAccessSchema = z.object({
  url: z.url(),
  apikey: z.string().min(1),
  accessToken: z.string().min(1),
  expiresAt: z.number().int().positive(),
});

export const REALTIME_ACCESS_PATH = "/api/realtime/token";

/**
 * Ask again this long before the token expires: the session cookie is renewed within its last 90 s, and a
 * heartbeat (25 s) always falls inside this window before expiry.
 */
export const RENEW_BEFORE_MS = 80_000;

/** The signed-in user's access, or null when nobody is signed in; throws when the server cannot answer. */
export async function fetchRealtimeAccess(fetchImpl: typeof fetch = fetch): Promise<RealtimeAccess | null> {
  const response = await fetchImpl(REALTIME_ACCESS_PATH, { cache: "no-store", credentials: "same-origin" });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`Realtime: ${REALTIME_ACCESS_PATH} answered ${response.status}`);
  return realtimeAccessSchema.parse(await response.json());
}

export type AccessSource = {
  /** The current access, asked for again when it is close to expiring (one request for concurrent callers). */
  get(): Promise<RealtimeAccess | null>;
  /** Forget what is held: the next get() asks the server (a page that just opened, a user who changed). */
  reset(): void;
};

export function createAccessSource(
  load: () => Promise<RealtimeAccess | null> = () => fetchRealtimeAccess(),
  now: () => number = Date.now,
): AccessSource {
  let current: RealtimeAccess | null = null;
  let pending: Promise<RealtimeAccess | null> | null = null;
  return {
    get() {
      if (current && current.expiresAt * 1000 - now() > RENEW_BEFORE_MS) return Promise.resolve(current);
      pending ??= load()
        .then((access) => (current = access))
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    reset() {
      current = null;
    },
  };
}
