import "server-only";

import { createClient } from "@supabase/supabase-js";

import { env } from "@/lib/env";
import { clientOptions } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";

/**
 * A client with the secret (service-role) key, for the few lookups no visitor may run, such as the
 * superadmin nickname (product.md §5). It keeps no session and never reaches a browser.
 */
export function createSupabaseAdminClient() {
  const { supabaseUrl, supabaseSecretKey } = env();
  if (!supabaseSecretKey) throw new Error("SUPABASE_SECRET_KEY ausente: o login por nickname precisa dela.");
  return createClient<Database>(supabaseUrl, supabaseSecretKey, {
    ...clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
