import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { OrderDetailRoute } from "@/components/orders/order-detail-route";
import { OrderDetailSkeleton } from "@/components/orders/order-detail-skeleton";
import { isOrderId, sampleOrderParams } from "@/lib/orders/order-params";

export function generateStaticParams() {
  return sampleOrderParams();
}

// A malformed id must answer HTTP 404: "blocking" renders unknown ids before anything streams, so
// notFound() still sets the status (the default would stream the prerendered shell with a 200 first).
export const unstable_paramMatching = { orderId: "blocking" };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderDetail");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function OrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  // Checked before streaming starts, so a malformed id answers with a real 404 status.
  if (!isOrderId(orderId)) notFound();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 print:max-w-none print:p-0">
      <Suspense fallback={<OrderDetailSkeleton />}>
        <OrderDetailRoute orderId={orderId} basePath="/order" />
      </Suspense>
    </div>
  );
}
