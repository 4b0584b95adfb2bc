import "server-only";

import { createClient } from "@supabase/supabase-js";
import { headers } from "next/headers";

import { env } from "@/lib/env";
import { forwardingHeaders } from "@/lib/supabase/client-address";
import { clientOptionsWith } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";

/**
 * A client with the publishable key that keeps its session in memory only and writes no cookie: a sign-in
 * through it checks a password without replacing the visitor's own session. Its calls carry the shopper's
 * address (lib/supabase/client-address), so Auth's rate limits count the shopper, not this server.
 */
export async function createSessionlessClient() {
  const { supabaseUrl, supabasePublishableKey } = env();
  return createClient<Database>(supabaseUrl, supabasePublishableKey, {
    ...clientOptionsWith(forwardingHeaders(await headers())),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
