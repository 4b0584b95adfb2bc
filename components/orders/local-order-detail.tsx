"use client";

import { useEffect, useState } from "react";

import { OrderDetail } from "@/components/orders/order-detail";
import { OrderDetailSkeleton } from "@/components/orders/order-detail-skeleton";
import { OrderNotFound } from "@/components/orders/order-not-found";
import { usePixCharge } from "@/components/orders/use-pix-charge";
import type { Company } from "@/lib/catalog/types";
import type { Customer } from "@/lib/customers/types";
import type { Order } from "@/lib/orders/types";
import type { AccountType } from "@/lib/auth/types";
import { orderListPath } from "@/lib/orders/detail-visibility";
import { fetchCatalogEntries } from "@/lib/cart/catalog-client";
import { findLocalOrder } from "@/lib/orders/local-orders";

type Lookup =
  { state: "loading" } | { state: "missing" } | { state: "found"; order: Order; company?: Company };

async function loadLocalOrder(orderId: string): Promise<Lookup> {
  const order = findLocalOrder(orderId);
  if (!order) return { state: "missing" };
  // Only this order's company is asked for: the sample catalogue never ships to the browser.
  const { companies } = await fetchCatalogEntries({ companyIds: [order.restaurantId] });
  return { state: "found", order, company: companies[0] };
}

/** An order placed at checkout lives only in this browser: look it up after mount (product.md §7: local). */
export function LocalOrderDetail({
  orderId,
  customer,
  viewerType,
  basePath,
}: {
  orderId: string;
  /** the signed-in customer's own record: orders placed in this browser are theirs */
  customer: Customer | undefined;
  viewerType: AccountType | null;
  basePath: string;
}) {
  const [lookup, setLookup] = useState<Lookup>({ state: "loading" });
  const { pix, retry } = usePixCharge(lookup.state === "found" ? lookup.order : undefined);

  useEffect(() => {
    let active = true;
    loadLocalOrder(orderId).then(
      (result) => {
        if (active) setLookup(result);
      },
      () => {
        if (active) setLookup({ state: "missing" });
      },
    );
    return () => {
      active = false;
    };
  }, [orderId]);

  if (lookup.state === "loading") return <OrderDetailSkeleton />;
  if (lookup.state === "missing") return <OrderNotFound backHref={orderListPath(basePath)} />;
  return (
    <OrderDetail
      order={lookup.order}
      customer={customer}
      company={lookup.company}
      viewerType={viewerType}
      basePath={basePath}
      pix={pix}
      onRetryPix={retry}
    />
  );
}
