"use client";

import { lazy, Suspense, useEffect, type ReactNode } from "react";

import { CartButton } from "@/components/layout/cart-button";
import { HeaderFrame } from "@/components/layout/header-frame";
import { useSession } from "@/components/session/use-session";
import { Skeleton } from "@/components/ui/skeleton";
import { logout } from "@/lib/auth/actions/logout";
import { hasCart } from "@/lib/auth/types";

// The account part of the header (panel link, 'Sair', every account type's menu) is its own chunk, asked for
// while /api/session answers: a page's first load carries only the frame and the cart (product.md D12).
const loadParts = () => import("@/components/layout/site-header");
const VisitorLinks = lazy(() => loadParts().then((module) => ({ default: module.VisitorLinks })));
const AccountButtons = lazy(() => loadParts().then((module) => ({ default: module.AccountButtons })));
const HeaderMenu = lazy(() => loadParts().then((module) => ({ default: module.HeaderMenu })));

/**
 * A slot that shows `placeholder` until the session is known and its part's code has arrived. The boundary is
 * there from the first render and the session arrives as a transition (components/session/use-session.ts), so
 * React keeps the placeholder on screen while the part's chunk loads, then swaps the two in one commit; the
 * header around them is never rebuilt.
 */
function Slot({
  ready,
  placeholder,
  children,
}: {
  ready: boolean;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  return <Suspense fallback={placeholder}>{ready ? children : placeholder}</Suspense>;
}

/**
 * The storefront header for whoever is signed in (the session comes from /api/session, shared with the
 * footer): SiteHeader's parts (components/layout/site-header.tsx) in the same frame. Until they arrive, the
 * frame shows placeholders where the visitor or account buttons (desktop) and the menu toggle (mobile) will be,
 * so a signed-in user never sees 'Entrar' flash. The cart sits in its final slot from the first paint: most
 * arrivals are visitors, who keep it (product.md D13), so only the account types without a cart see anything
 * move.
 */
export function SessionHeader() {
  const session = useSession();
  useEffect(() => {
    void loadParts();
  }, []);
  const ready = session.state === "ready";
  const user = session.state === "ready" ? session.user : null;
  return (
    <HeaderFrame
      busy={!ready}
      navExtra={
        <Slot ready={ready} placeholder={null}>
          <VisitorLinks user={user} />
        </Slot>
      }
      actions={
        <>
          <Slot ready={ready} placeholder={<Skeleton className="hidden h-10 w-44 md:block" />}>
            <AccountButtons user={user} logoutAction={logout} />
          </Slot>
          {!ready || hasCart(user) ? <CartButton /> : null}
          <Slot ready={ready} placeholder={<Skeleton className="size-10 md:hidden" />}>
            <HeaderMenu user={user} context="index" logoutAction={logout} />
          </Slot>
        </>
      }
    />
  );
}
