"use client";

import { useMemo } from "react";

import { useLocalOrders } from "@/components/orders/use-local-orders";
import { mergeCustomerOrders, type CustomerOrdersSource, type OrderSummary } from "@/lib/orders/merge";

/**
 * product.md D13: the customer's orders as every screen counts them (dashboard, history, profile stats): the
 * server's sample orders plus this browser's. Sample only until hydration, so the markup always matches.
 */
export function useCustomerOrders(source: CustomerOrdersSource | null): OrderSummary[] {
  const local = useLocalOrders();
  return useMemo(() => (source ? mergeCustomerOrders(source, local) : []), [source, local]);
}
