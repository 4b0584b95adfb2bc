import type { IncomingMessage } from "node:http";

import { header } from "./http";

/** config.toml's `[auth.rate_limit]` counts requests per 5 minutes. */
export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;
/**
 * The header the embedded backend keys its limits by, as a self-hosted GoTrue started with
 * GOTRUE_RATE_LIMIT_HEADER=X-Forwarded-For: the app puts the shopper's own address there.
 */
export const RATE_LIMIT_HEADER = "x-forwarded-for";
/** Keys kept at most, so random addresses cannot grow the map without bound. */
const MAX_KEYS = 10_000;
const MAX_KEY_LENGTH = 128;

export type Decision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Window = { startedAt: number; count: number };

/**
 * A fixed window per key: the first request opens a 5-minute window, at most `limit` requests pass in
 * it, and the count starts again when it ends. (GoTrue refills a token bucket instead; a fixed window
 * makes "the configured number of attempts" exactly what a test or a shopper sees.)
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    private readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): Decision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.makeRoom(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) {
      const left = window.startedAt + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
    }
    window.count += 1;
    return { allowed: true };
  }

  private makeRoom(now: number): void {
    if (this.windows.size < MAX_KEYS) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
    // Still full of live windows: forget the oldest (Map keeps insertion order).
    const oldest = this.windows.keys().next();
    if (this.windows.size >= MAX_KEYS && !oldest.done) this.windows.delete(oldest.value);
  }
}

/**
 * Whose attempt this is: the rate-limit header when the caller sent one (GoTrue uses its whole value),
 * else the connection's own address. GoTrue applies no limit to a request without the header; here the
 * fallback keeps a direct probe of the backend limited too.
 */
export function rateLimitKey(req: IncomingMessage): string {
  const forwarded = header(req, RATE_LIMIT_HEADER)?.trim();
  const key = forwarded || req.socket.remoteAddress || "unknown";
  return key.slice(0, MAX_KEY_LENGTH);
}

export type AuthLimiters = { signInSignUps: RateLimiter; tokenRefresh: RateLimiter };
