import "server-only";

import { createClient } from "@supabase/supabase-js";

import { env } from "@/lib/env";
import { clientOptions } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";

/**
 * A cookieless server-side client with the publishable key: it reads only what every visitor may read
 * (RLS role anon), so its results can sit in a shared cache. A new one per call, never module-level.
 */
export function createPublicClient() {
  const { supabaseUrl, supabasePublishableKey } = env();
  return createClient<Database>(supabaseUrl, supabasePublishableKey, {
    ...clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
