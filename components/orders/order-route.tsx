import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { LocalOrderDetail } from "@/components/orders/local-order-detail";
import { OrderDetail } from "@/components/orders/order-detail";
import { OrderDetailSkeleton } from "@/components/orders/order-detail-skeleton";
import type { AreaName } from "@/lib/auth/areas";
import { requireArea, requireUser } from "@/lib/data/access";
import { getCustomerRecord } from "@/lib/data/customers";
import { getOrderForViewer, getOrderIds } from "@/lib/data/orders";
import { customerIdOf } from "@/lib/data/viewer";
import { isOrderId } from "@/lib/orders/order-params";
import { pixStateForOrder } from "@/lib/pix/charge";

/** Who may open an order route: the store's /order/{id} takes any signed-in user, an area its own types. */
export type OrderRouteAccess = AreaName | "store";

type OrderRouteProps = { params: Promise<{ orderId: string }> };

/** Sample order ids, prerendered by every order route (a route with params needs at least one). */
export function orderRouteParams(): { orderId: string }[] {
  return getOrderIds().map((orderId) => ({ orderId }));
}

/** The metadata of every order route: a private page, never indexed. */
export async function orderRouteMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderDetail");
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The viewer's order, decided on the server before anything of it renders: a sample order that is not
 * theirs is not found (getOrderForViewer); any other well-formed id may be a checkout order kept in
 * this browser, which only the client can look up.
 */
async function OrderDetailForViewer({
  orderId,
  basePath,
  access,
}: {
  orderId: string;
  basePath: string;
  access: OrderRouteAccess;
}) {
  const user = access === "store" ? await requireUser() : await requireArea(access);
  const found = getOrderForViewer(user, orderId);
  if (found) {
    const pix = await pixStateForOrder(found.order); // product.md D13: a sample order's Pix code, built here
    return <OrderDetail {...found} viewerType={user.type} basePath={basePath} pix={pix} />;
  }
  if (getOrderIds().includes(orderId)) notFound();
  const customerId = customerIdOf(user);
  const customer = customerId ? getCustomerRecord(customerId) : undefined;
  return (
    <LocalOrderDetail orderId={orderId} customer={customer} viewerType={user.type} basePath={basePath} />
  );
}

/** One order page for every base path (/order, /customer/order, /company/order, ...). */
export function orderRoutePage(basePath: string, access: OrderRouteAccess) {
  return async function OrderRoutePage({ params }: OrderRouteProps) {
    const { orderId } = await params;
    // Checked before streaming starts, so a malformed id answers with a real 404 status.
    if (!isOrderId(orderId)) notFound();
    return (
      <Suspense fallback={<OrderDetailSkeleton />}>
        <OrderDetailForViewer orderId={orderId} basePath={basePath} access={access} />
      </Suspense>
    );
  };
}
