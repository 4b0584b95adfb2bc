import type { SupabaseClientOptions, WebSocketLikeConstructor } from "@supabase/supabase-js";
import WebSocket from "ws";

import { rememberingRetryAfter } from "@/lib/server/rate-limited-reply";
import { fetchWithDeadline } from "@/lib/supabase/deadline";

type SharedOptions = Pick<SupabaseClientOptions<"public">, "realtime" | "global">;

/**
 * Options every server-side Supabase client spreads in: a fetch with a deadline (no call to Supabase
 * waits forever) and, on Node 20, a WebSocket implementation, because supabase-js refuses to build its
 * (unused) realtime client without one; Node 22+ and Vercel have a native WebSocket. Server-only: `ws`
 * must not reach a browser bundle.
 */
export const clientOptions: SharedOptions = {
  // the deadline, and Auth's Retry-After kept for the 429 a rate-limited sign-in answers with
  global: { fetch: rememberingRetryAfter(fetchWithDeadline()) },
  ...(typeof globalThis.WebSocket === "undefined"
    ? { realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor } }
    : {}),
};

/** clientOptions plus headers sent with every request (the shopper's address, lib/supabase/client-address). */
export function clientOptionsWith(headers: Record<string, string>): SharedOptions {
  return { ...clientOptions, global: { ...clientOptions.global, headers } };
}
