import "server-only";

import { connection } from "next/server";

import { BackendUnavailableError } from "@/lib/auth/backend-unavailable";
import { checkSession } from "@/lib/auth/live-session";
import { env } from "@/lib/env";
import type { RealtimeAccess } from "@/lib/realtime/access";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The signed-in user's access for the browser's Realtime socket: Supabase's URL and publishable key, and the
 * session's current access token (the proxy has renewed it if it was close to expiring). Only a live session
 * gets one, checked as every page checks it; null for anyone else. The refresh token never leaves the cookie.
 */
export async function getRealtimeAccess(): Promise<RealtimeAccess | null> {
  await connection();
  const supabase = await createSupabaseServerClient();
  const session = await checkSession(supabase.auth);
  if (session.state === "unavailable") throw new BackendUnavailableError();
  if (session.state !== "live") return null;
  const exp = session.claims.exp;
  // the token whose claims were just verified: the cookie's own session
  const { data } = await supabase.auth.getSession();
  const accessToken = data.session?.access_token;
  if (!accessToken || typeof exp !== "number") return null;
  const { supabaseUrl, supabasePublishableKey } = env();
  return { url: supabaseUrl, apikey: supabasePublishableKey, accessToken, expiresAt: exp };
}
