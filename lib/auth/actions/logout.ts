"use server";

import { redirect } from "next/navigation";

import { clearAuthCookies } from "@/lib/auth/clear-auth-cookies";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/** spec 4: sign out globally, clear all stored auth data, go to / as a visitor. Takes no input. */
export async function logout(): Promise<void> {
  try {
    const supabase = await createSupabaseServerClient();
    await supabase.auth.signOut({ scope: "global" });
  } catch {
    // the backend may be unreachable: the local cookies are cleared regardless
  }
  await clearAuthCookies();
  redirect("/");
}
