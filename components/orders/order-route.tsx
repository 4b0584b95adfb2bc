import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { OrderDetail } from "@/components/orders/order-detail";
import { OrderDetailSkeleton } from "@/components/orders/order-detail-skeleton";
import type { AreaName } from "@/lib/auth/areas";
import { orNotFound, requireArea, requireUser } from "@/lib/data/access";
import { getCourierName } from "@/lib/data/courier";
import { getOrderForViewer } from "@/lib/data/orders";
import { isOrderId } from "@/lib/orders/order-params";
import { pixStateForOrder } from "@/lib/pix/charge";

/** Who may open an order route: the store's /order/{id} takes any signed-in user, an area its own types. */
export type OrderRouteAccess = AreaName | "store";

type OrderRouteProps = { params: Promise<{ orderId: string }> };

/** The metadata of every order route: a private page, never indexed. */
export async function orderRouteMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderDetail");
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The viewer's order, read as them (RLS decides): someone else's order or an unknown id is not found, never
 * rendered. The proxy has already answered those with a real 404 before streaming started (proxy.ts); this
 * is the page's own check, a first line and never the only one.
 */
async function OrderDetailForViewer({
  params,
  basePath,
  access,
}: OrderRouteProps & { basePath: string; access: OrderRouteAccess }) {
  const user = access === "store" ? await requireUser() : await requireArea(access);
  const { orderId } = await params;
  if (!isOrderId(orderId)) notFound();
  const { order, company } = orNotFound(await getOrderForViewer(user, orderId));
  const pix = await pixStateForOrder(order); // product.md D13: the Pix code, built here for the order's total
  // who carries an order on the way: its store's owner, an admin and that courier may know (product.md §4)
  const courierName = order.status === "on_way" ? await getCourierName(user, order) : null;
  return (
    <OrderDetail
      order={order}
      company={company}
      courierName={courierName}
      viewer={{ id: user.id, type: user.type, name: user.profile.nome_completo?.trim() || user.name }}
      basePath={basePath}
      pix={pix}
    />
  );
}

/**
 * One order page for every base path (/order, /customer/order, /company/order, ...). Orders are private and
 * made at any moment, so no id is known at build time (no generateStaticParams): the route prerenders only its
 * shell, the skeleton, and the params are read inside <Suspense> at request time (cacheComponents).
 */
export function orderRoutePage(basePath: string, access: OrderRouteAccess) {
  return function OrderRoutePage({ params }: OrderRouteProps) {
    return (
      <Suspense fallback={<OrderDetailSkeleton />}>
        <OrderDetailForViewer params={params} basePath={basePath} access={access} />
      </Suspense>
    );
  };
}
