import "server-only";

import { cookies } from "next/headers";

import { isAuthCookieName } from "@/lib/auth/cookies";

/**
 * Deletes every auth cookie this browser sent or this action wrote: the session, its `.0/.1` chunks
 * and PKCE code verifiers (product.md §4: logout clears all stored auth data). Server Actions only.
 */
export async function clearAuthCookies(matches: (name: string) => boolean = isAuthCookieName): Promise<void> {
  const store = await cookies();
  for (const { name } of store.getAll()) {
    if (matches(name)) store.delete(name);
  }
}
