"use server";

import { redirect } from "next/navigation";

import { clearAuthCookies } from "@/lib/auth/clear-auth-cookies";
import { liveSessions } from "@/lib/auth/live-session-cache";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * product.md §4: sign out globally, clear all stored auth data, go to / as a visitor. Takes no input. Once the
 * auth server has ended the sessions, this server forgets that they were live, so a copy of the old cookie
 * is refused here at once (elsewhere within LIVE_SESSION_WINDOW_MS, lib/auth/live-session.ts).
 */
export async function logout(): Promise<void> {
  try {
    const supabase = await createSupabaseServerClient();
    const { data } = await supabase.auth.getClaims();
    const { error } = await supabase.auth.signOut({ scope: "global" });
    const userId = data?.claims.sub;
    if (!error && typeof userId === "string") liveSessions().endUser(userId);
  } catch {
    // the backend may be unreachable: the local cookies are cleared regardless
  }
  await clearAuthCookies();
  redirect("/");
}
