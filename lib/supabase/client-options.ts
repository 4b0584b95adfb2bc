import type { SupabaseClientOptions, WebSocketLikeConstructor } from "@supabase/supabase-js";
import WebSocket from "ws";

/**
 * Options every server-side Supabase client spreads in. On Node 20 supabase-js refuses to build its
 * (unused) realtime client without a WebSocket implementation, so `ws` stands in; Node 22+ and Vercel
 * have a native WebSocket and get nothing extra. Server-only: `ws` must not reach a browser bundle.
 */
export const clientOptions: Pick<
  SupabaseClientOptions<"public">,
  "realtime"
> = typeof globalThis.WebSocket === "undefined"
  ? { realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor } }
  : {};
