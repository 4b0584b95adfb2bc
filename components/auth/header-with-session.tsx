"use client";

import { HeaderFallback } from "@/components/auth/header-fallback";
import { SiteHeader } from "@/components/layout/site-header";
import { useSession } from "@/components/session/use-session";
import { logout } from "@/lib/auth/actions/logout";

/**
 * The storefront header for whoever is signed in (the session comes from /api/session, shared with the
 * footer). Until it arrives the frame without account buttons shows, so a signed-in user never sees
 * 'Entrar' flash.
 */
export function SessionHeader() {
  const session = useSession();
  if (session.state === "loading") return <HeaderFallback />;
  return <SiteHeader user={session.user} context="index" logoutAction={logout} />;
}
