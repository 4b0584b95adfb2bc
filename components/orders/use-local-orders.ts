"use client";

import { useMemo, useSyncExternalStore } from "react";

import type { Order } from "@/lib/orders/types";
import { LOCAL_ORDERS_KEY, parseLocalOrders } from "@/lib/orders/local-orders";

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_ORDERS_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_ORDERS_KEY);
  } catch {
    return null;
  }
}

/** Checkout orders of this browser; none on the server and during hydration, so markup always matches. */
export function useLocalOrders(): Order[] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseLocalOrders(raw), [raw]);
}
