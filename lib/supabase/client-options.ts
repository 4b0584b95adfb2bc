import type { SupabaseClientOptions, WebSocketLikeConstructor } from "@supabase/supabase-js";
import WebSocket from "ws";

import { rememberingRetryAfter } from "@/lib/server/rate-limited-reply";
import { fetchWithDeadline, SUPABASE_TIMEOUT_MS } from "@/lib/supabase/deadline";

type SharedOptions = Pick<SupabaseClientOptions<"public">, "realtime" | "global">;

/**
 * Every call to Supabase says `cache: "no-store"`. During `next build` Next keeps the answer of each fetch that
 * names no cache option (its "implicit build-time cache", `.next/cache/fetch-cache`, fresh for the cache
 * profile's revalidate) and the next build prerenders the storefront with those answers: a store renamed
 * between two deploys shipped with its old name for hours (Vercel restores `.next/cache` between builds).
 * At request time Next already keeps nothing for these calls, and inside "use cache" the entry is the cache.
 */
export const notKeptByNext: typeof fetch = (input, init) => fetch(input, { ...init, cache: "no-store" });

/**
 * Options every server-side Supabase client spreads in: a fetch with a deadline (no call to Supabase
 * waits forever) whose answers Next does not keep, and, on Node 20, a WebSocket implementation, because
 * supabase-js refuses to build its (unused) realtime client without one; Node 22+ and Vercel have a native
 * WebSocket. Server-only: `ws` must not reach a browser bundle.
 */
export const clientOptions: SharedOptions = {
  // the deadline, and Auth's Retry-After kept for the 429 a rate-limited sign-in answers with
  global: { fetch: rememberingRetryAfter(fetchWithDeadline(SUPABASE_TIMEOUT_MS, notKeptByNext)) },
  ...(typeof globalThis.WebSocket === "undefined"
    ? { realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor } }
    : {}),
};

/** clientOptions plus headers sent with every request (the shopper's address, lib/supabase/client-address). */
export function clientOptionsWith(headers: Record<string, string>): SharedOptions {
  return { ...clientOptions, global: { ...clientOptions.global, headers } };
}
