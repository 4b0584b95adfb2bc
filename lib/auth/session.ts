import "server-only";

import { connection } from "next/server";
import { cache } from "react";

import { toAppUser } from "@/lib/auth/app-user";
import { isConnectionFailure } from "@/lib/auth/backend-error";
import { BackendUnavailableError, isBackendUnavailable } from "@/lib/auth/backend-unavailable";
import { liveSessions } from "@/lib/auth/live-session-cache";
import { checkSession } from "@/lib/auth/live-session";
import type { AppUser } from "@/lib/auth/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The signed-in user of this request, read once per render (React cache): a verified token whose session
 * the auth server still holds (lib/auth/live-session.ts), then the perfis row. No session, an ended one, a
 * missing profile or account type: null, a visitor (product.md §4). A backend that does not answer is none of
 * those: BackendUnavailableError, which the error boundary shows as 'Serviço indisponível' with a retry,
 * instead of a redirect to /login that the proxy would send straight back.
 */
export const getCurrentUser = cache(async (): Promise<AppUser | null> => {
  // request time only: verifying the session compares token expiry with the clock, never prerendered
  await connection();
  const supabase = await createSupabaseServerClient();
  const session = await checkSession(supabase.auth);
  if (session.state === "unavailable") throw new BackendUnavailableError();
  if (session.state !== "live") return null;
  const { userId, claims } = session;
  const { data: profile, status } = await supabase
    .from("perfis")
    .select("tipo_conta, nome_mostrado, nome_completo, telefone, avaliacao")
    .eq("user_id", userId)
    .maybeSingle();
  // PostgREST says status 0 when the fetch failed or passed the deadline, 5xx when Supabase failed
  if (isConnectionFailure({ status })) {
    liveSessions().noteBackendDown();
    throw new BackendUnavailableError();
  }
  if (!profile) return null;
  return toAppUser({ id: userId, email: typeof claims.email === "string" ? claims.email : "" }, profile);
});

/**
 * getCurrentUser for screens that are public anyway (the sign-in form, the storefront's session): when
 * the session cannot be checked they show the visitor's view rather than an error.
 */
export async function getCurrentUserOrVisitor(): Promise<AppUser | null> {
  try {
    return await getCurrentUser();
  } catch (error) {
    if (isBackendUnavailable(error)) return null;
    throw error;
  }
}
