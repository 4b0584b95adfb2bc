"use client";

import { lazy, Suspense, useEffect } from "react";

import { HeaderFallback } from "@/components/auth/header-fallback";
import { useSession } from "@/components/session/use-session";
import { logout } from "@/lib/auth/actions/logout";

// The account part of the header (panel link, 'Sair', every account type's menu) is its own chunk, asked for
// while /api/session answers: a page's first load carries only the frame and the cart (product.md D12).
const loadSiteHeader = () =>
  import("@/components/layout/site-header").then((module) => ({ default: module.SiteHeader }));
const SiteHeader = lazy(loadSiteHeader);

/**
 * The storefront header for whoever is signed in (the session comes from /api/session, shared with the
 * footer). Until it arrives, and its code, the frame without account buttons shows, so a signed-in user never
 * sees 'Entrar' flash.
 */
export function SessionHeader() {
  const session = useSession();
  useEffect(() => {
    void loadSiteHeader();
  }, []);
  if (session.state === "loading") return <HeaderFallback />;
  return (
    <Suspense fallback={<HeaderFallback />}>
      <SiteHeader user={session.user} context="index" logoutAction={logout} />
    </Suspense>
  );
}
