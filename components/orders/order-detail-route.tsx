import "server-only";

import { LocalOrderDetail } from "@/components/orders/local-order-detail";
import { OrderDetail } from "@/components/orders/order-detail";
import { getCurrentUser } from "@/lib/auth/session";
import { getCompany } from "@/lib/data/catalog";
import { getCustomer, getOrder } from "@/lib/data/orders";

/**
 * The dynamic part of every area's order route: reads the viewer (cookies), so render it inside
 * <Suspense>. A sample order renders on the server; any other id may be a checkout order kept in
 * this browser, so the client looks it up there.
 */
export async function OrderDetailRoute({ orderId, basePath }: { orderId: string; basePath: string }) {
  const user = await getCurrentUser();
  const viewerType = user?.type ?? null;
  const order = getOrder(orderId);
  if (!order) return <LocalOrderDetail orderId={orderId} viewerType={viewerType} basePath={basePath} />;
  return (
    <OrderDetail
      order={order}
      customer={getCustomer(order.customerId)}
      company={getCompany(order.restaurantId)}
      viewerType={viewerType}
      basePath={basePath}
    />
  );
}
