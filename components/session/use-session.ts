"use client";

import { usePathname } from "next/navigation";
import { startTransition, useEffect, useState } from "react";

import { SESSION_FETCH_TIMEOUT_MS } from "@/lib/auth/limits";
import type { AppUser } from "@/lib/auth/types";

export type Session = { state: "loading" } | { state: "ready"; user: AppUser | null };

const LOADING: Session = { state: "loading" };

/**
 * Public pages are prerendered once for everybody, so the storefront learns who is signed in from
 * /api/session after load. The header and the footer read it here: one request per page, shared.
 */
let snapshot: Session = LOADING;
const listeners = new Set<() => void>();

type SessionRequest = { path: string; controller: AbortController; holders: number; settled: boolean };
let current: SessionRequest | null = null;

function publish(next: Session) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // Nobody reads the session any more (the storefront was left): the next visit starts from loading.
    if (listeners.size === 0) {
      current?.controller.abort();
      current = null;
      snapshot = LOADING;
    }
  };
}

function startRequest(path: string): SessionRequest {
  const controller = new AbortController();
  const request: SessionRequest = { path, controller, holders: 0, settled: false };
  const settle = (next: Session) => {
    request.settled = true;
    if (current === request) publish(next);
  };
  let timedOut = false;
  // fails closed: a session that does not arrive in time shows the visitor, never a hang
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, SESSION_FETCH_TIMEOUT_MS);
  fetch("/api/session", { cache: "no-store", signal: controller.signal })
    .then((response) => (response.ok ? (response.json() as Promise<{ user: AppUser | null }>) : null))
    .then((body) => settle({ state: "ready", user: body?.user ?? null }))
    .catch((error: unknown) => {
      // an aborted request belongs to a page already left; anything else shows the visitor
      if (timedOut || !controller.signal.aborted) settle({ state: "ready", user: null });
      if (!(error instanceof DOMException)) console.error(error);
    })
    .finally(() => clearTimeout(timer));
  return request;
}

/** Asks for the session of `path` (once per page, however many readers); returns the release. */
function requestSession(path: string): () => void {
  if (current?.path !== path) {
    current?.controller.abort();
    current = startRequest(path);
  }
  const request = current;
  request.holders += 1;
  return () => {
    request.holders -= 1;
    if (request.holders > 0 || request.settled) return;
    request.controller.abort();
    if (current === request) current = null;
  };
}

/** Asks /api/session again for the page on screen: the header shows a name the person just saved. */
export function refreshSession(): void {
  if (!current) return;
  const { path, holders } = current;
  current.controller.abort();
  current = startRequest(path);
  current.holders = holders;
}

/**
 * The signed-in user of the storefront: loading until /api/session answers (asked again on each
 * navigation, in case the session changed), then the user or null. The server render and the hydration are
 * always loading.
 *
 * The answer arrives as a transition, not as a store update (useSyncExternalStore renders synchronously): it
 * usually comes while React is still hydrating the page in slices, and a synchronous update of the header would
 * render it, and whatever of its layout was still dehydrated, in one task that blocks the phone (product.md D12).
 */
export function useSession(): Session {
  const pathname = usePathname();
  const [session, setSession] = useState<Session>(LOADING);
  useEffect(() => {
    const update = () => startTransition(() => setSession(snapshot));
    const unsubscribe = subscribe(update);
    // the session may have been read before this component subscribed (another reader asked first)
    update();
    return unsubscribe;
  }, []);
  useEffect(() => requestSession(pathname), [pathname]);
  return session;
}
