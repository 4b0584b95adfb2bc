import { Suspense } from "react";

import { HeaderFallback } from "@/components/auth/header-fallback";
import { SiteHeader } from "@/components/layout/site-header";
import { logout } from "@/lib/auth/actions/logout";
import { getCurrentUser } from "@/lib/auth/session";

/** The storefront header for whoever is signed in; reads the session, so only inside Suspense. */
export async function HeaderWithSession() {
  const user = await getCurrentUser();
  return <SiteHeader user={user} context="index" logoutAction={logout} />;
}

/**
 * The storefront header as a dynamic hole in an otherwise prerendered page: the static shell shows a
 * header without account buttons, so a signed-in user never sees 'Entrar' flash.
 */
export function SessionHeader() {
  return (
    <Suspense fallback={<HeaderFallback />}>
      <HeaderWithSession />
    </Suspense>
  );
}
