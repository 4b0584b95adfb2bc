import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

import { header } from "./http";

/** config.toml's `[auth.rate_limit]` counts requests per 5 minutes. */
export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;
/**
 * The header the embedded backend keys its limits by, as a self-hosted GoTrue started with
 * GOTRUE_RATE_LIMIT_HEADER=X-Forwarded-For: the app puts the shopper's own address there.
 */
export const RATE_LIMIT_HEADER = "x-forwarded-for";
/**
 * The app's proof that it wrote RATE_LIMIT_HEADER: the value of VITRINE_FORWARDING_SECRET, shared by the app
 * and this backend (scripts/with-backend.mjs gives both the same one).
 */
export const FORWARDING_SECRET_HEADER = "x-vitrine-forwarding-secret";
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

  /** Forgets every window (POST /__vitrine/rate-limits/reset, for test runs). */
  reset(): void {
    this.windows.clear();
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

const digest = (value: string) => createHash("sha256").update(value).digest();

/** The shared secret matches, compared in constant time (digests make the lengths equal). */
export function provesForwarding(proof: string | undefined, secret: string | undefined): boolean {
  if (!proof || !secret) return false;
  return timingSafeEqual(digest(proof), digest(secret));
}

/** IPv4 seen on a dual-stack socket (`::ffff:127.0.0.1`) is the same client as `127.0.0.1`. */
function plainAddress(address: string | undefined): string | undefined {
  return address?.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, "");
}

/** What a request offers to name the client: the forwarded address, its proof, its API key's role, its socket. */
export type KeySources = {
  forwarded?: string;
  proof?: string;
  role: "anon" | "service_role" | null;
  socketAddress?: string;
};

/**
 * Whose attempt this is. The forwarded address counts only when the request proves the app sent it (the
 * forwarding secret, or the secret key no browser holds), as GoTrue's GOTRUE_RATE_LIMIT_HEADER is meant
 * for a trusted proxy alone; otherwise the connection's own address, so a made-up X-Forwarded-For neither
 * dodges the limit nor spends someone else's. (GoTrue applies no limit to a request without the header.)
 */
export function rateLimitKeyFor(sources: KeySources, forwardingSecret: string | undefined): string {
  const trusted = sources.role === "service_role" || provesForwarding(sources.proof, forwardingSecret);
  const forwarded = trusted ? sources.forwarded?.trim() : undefined;
  const key = forwarded || plainAddress(sources.socketAddress) || "unknown";
  return key.slice(0, MAX_KEY_LENGTH);
}

export function rateLimitKey(
  req: IncomingMessage,
  role: KeySources["role"],
  forwardingSecret: string | undefined,
): string {
  return rateLimitKeyFor(
    {
      forwarded: header(req, RATE_LIMIT_HEADER),
      proof: header(req, FORWARDING_SECRET_HEADER),
      role,
      socketAddress: req.socket.remoteAddress,
    },
    forwardingSecret,
  );
}

/** GoTrue's `email_sent` allowance is counted per hour, for the whole project. */
export const EMAIL_WINDOW_MS = 60 * 60 * 1000;

export type AuthLimiters = { signInSignUps: RateLimiter; tokenRefresh: RateLimiter; emailSent: RateLimiter };
