import { notFound } from "next/navigation";
import { Suspense } from "react";

import { orderRouteMetadata } from "@/components/areas/routes/order-route-metadata";
import { OrderDetailRoute } from "@/components/orders/order-detail-route";
import { OrderDetailSkeleton } from "@/components/orders/order-detail-skeleton";
import { isOrderId, sampleOrderParams } from "@/lib/orders/order-params";

export function generateStaticParams() {
  return sampleOrderParams();
}

// A malformed id must answer HTTP 404: "blocking" renders unknown ids before anything streams.
export const unstable_paramMatching = { orderId: "blocking" };

export const generateMetadata = orderRouteMetadata;

/** spec 2 "Order detail" in the customer area: spec 6 decides what shows from the viewer and this path. */
export default async function CustomerOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  if (!isOrderId(orderId)) notFound();
  return (
    <Suspense fallback={<OrderDetailSkeleton />}>
      <OrderDetailRoute orderId={orderId} basePath="/customer/order" />
    </Suspense>
  );
}
