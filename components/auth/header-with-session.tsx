"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

import { HeaderFallback } from "@/components/auth/header-fallback";
import { SiteHeader } from "@/components/layout/site-header";
import { logout } from "@/lib/auth/actions/logout";
import { SESSION_FETCH_TIMEOUT_MS } from "@/lib/auth/limits";
import type { AppUser } from "@/lib/auth/types";

type Session = { state: "loading" } | { state: "ready"; user: AppUser | null };

/**
 * The storefront header for whoever is signed in. Public pages are prerendered once for everybody, so the
 * user is asked of /api/session after load (and again on each navigation, in case the session changed);
 * until then the frame without account buttons shows, so a signed-in user never sees 'Entrar' flash.
 */
export function SessionHeader() {
  const pathname = usePathname();
  const [session, setSession] = useState<Session>({ state: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    let timedOut = false;
    // fails closed: a session that does not arrive in time shows the visitor header, never a hang
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, SESSION_FETCH_TIMEOUT_MS);
    fetch("/api/session", { cache: "no-store", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ user: AppUser | null }>) : null))
      .then((body) => setSession({ state: "ready", user: body?.user ?? null }))
      .catch((error: unknown) => {
        // an aborted request belongs to a page already left; anything else shows the visitor header
        if (timedOut || !controller.signal.aborted) setSession({ state: "ready", user: null });
        if (!(error instanceof DOMException)) console.error(error);
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pathname]);

  if (session.state === "loading") return <HeaderFallback />;
  return <SiteHeader user={session.user} context="index" logoutAction={logout} />;
}
