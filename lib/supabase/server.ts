import "server-only";

import { createServerClient } from "@supabase/ssr";
import { cookies, headers } from "next/headers";

import { authCookieOptions } from "@/lib/auth/cookies";
import { env } from "@/lib/env";
import { forwardingHeaders } from "@/lib/supabase/client-address";
import { clientOptionsWith } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";

/**
 * A Supabase client for this request (never shared across requests), reading and writing the session
 * cookies through next/headers. Server Actions can write cookies; Server Components cannot, which is
 * fine because the proxy has already refreshed the session before they render. Its calls carry the
 * shopper's address, so Auth's rate limits count each shopper, not this server.
 */
export async function createSupabaseServerClient() {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  const { supabaseUrl, supabasePublishableKey } = env();
  return createServerClient<Database>(supabaseUrl, supabasePublishableKey, {
    ...clientOptionsWith(forwardingHeaders(requestHeaders)),
    cookieOptions: authCookieOptions(),
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // called from a Server Component: the proxy owns the refresh, nothing to write here
        }
      },
    },
  });
}

export type SupabaseServerClient = Awaited<ReturnType<typeof createSupabaseServerClient>>;
