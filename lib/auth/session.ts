import "server-only";

import { connection } from "next/server";
import { cache } from "react";

import { toAppUser } from "@/lib/auth/app-user";
import type { AppUser } from "@/lib/auth/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The signed-in user of this request, read once per render (React cache): verified claims, then the
 * perfis row. A missing profile or account type counts as signed out (spec 4).
 */
export const getCurrentUser = cache(async (): Promise<AppUser | null> => {
  // request time only: verifying the session compares token expiry with the clock, never prerendered
  await connection();
  const supabase = await createSupabaseServerClient();
  try {
    const { data: auth } = await supabase.auth.getClaims();
    const claims = auth?.claims;
    if (!claims?.sub) return null;
    const { data: profile, error } = await supabase
      .from("perfis")
      .select("tipo_conta, nome_mostrado, nome_completo, telefone, avaliacao")
      .eq("user_id", claims.sub)
      .single();
    if (error || !profile) return null;
    return toAppUser(
      { id: claims.sub, email: typeof claims.email === "string" ? claims.email : "" },
      profile,
    );
  } catch {
    // spec 4: a failed session or profile read clears the user
    return null;
  }
});
