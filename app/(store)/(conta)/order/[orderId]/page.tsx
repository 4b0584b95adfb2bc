import { orderRouteMetadata, orderRouteParams, orderRoutePage } from "@/components/orders/order-route";

export const generateStaticParams = orderRouteParams;

// A malformed id must answer HTTP 404: "blocking" renders unknown ids before anything streams, so
// notFound() still sets the status (the default would stream the prerendered shell with a 200 first).
export const unstable_paramMatching = { orderId: "blocking" };

export const generateMetadata = orderRouteMetadata;

const OrderRoutePage = orderRoutePage("/order", "store");

/** product.md §2 "Order detail" in the store, for any signed-in viewer the order belongs to. */
export default function OrderPage(props: { params: Promise<{ orderId: string }> }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 print:max-w-none print:p-0">
      <OrderRoutePage {...props} />
    </div>
  );
}
