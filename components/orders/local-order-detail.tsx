"use client";

import { useEffect, useState } from "react";

import { OrderDetail } from "@/components/orders/order-detail";
import { OrderDetailSkeleton } from "@/components/orders/order-detail-skeleton";
import { OrderNotFound } from "@/components/orders/order-not-found";
import type { Company, Customer, Order } from "@/fixtures/schemas";
import type { AccountType } from "@/lib/auth/types";
import { orderListPath } from "@/lib/orders/detail-visibility";
import { findLocalOrder } from "@/lib/orders/local-orders";

type Lookup =
  | { state: "loading" }
  | { state: "missing" }
  | { state: "found"; order: Order; customer?: Customer; company?: Company };

async function loadLocalOrder(orderId: string): Promise<Lookup> {
  const order = findLocalOrder(orderId);
  if (!order) return { state: "missing" };
  // The sample customers and companies load lazily: most pages never need them on the client.
  const [orders, catalog] = await Promise.all([import("@/lib/data/orders"), import("@/lib/data/catalog")]);
  return {
    state: "found",
    order,
    customer: orders.getCustomer(order.customerId),
    company: catalog.getCompany(order.restaurantId),
  };
}

/** An order placed at checkout lives only in this browser: look it up after mount (spec 7: local). */
export function LocalOrderDetail({
  orderId,
  viewerType,
  basePath,
}: {
  orderId: string;
  viewerType: AccountType | null;
  basePath: string;
}) {
  const [lookup, setLookup] = useState<Lookup>({ state: "loading" });

  useEffect(() => {
    let active = true;
    void loadLocalOrder(orderId).then((result) => {
      if (active) setLookup(result);
    });
    return () => {
      active = false;
    };
  }, [orderId]);

  if (lookup.state === "loading") return <OrderDetailSkeleton />;
  if (lookup.state === "missing") return <OrderNotFound backHref={orderListPath(basePath)} />;
  return (
    <OrderDetail
      order={lookup.order}
      customer={lookup.customer}
      company={lookup.company}
      viewerType={viewerType}
      basePath={basePath}
    />
  );
}
