import { orderRouteMetadata, orderRoutePage } from "@/components/orders/order-route";

export const generateMetadata = orderRouteMetadata;

// No order id is known at build time, and the store's header reads the URL outside any boundary: the page
// renders at request time (as app/(store)/busca does).
export const instant = false;

const OrderRoutePage = orderRoutePage("/order", "store");

/** product.md §2 "Order detail" in the store, for any signed-in viewer the order belongs to. */
export default function OrderPage(props: { params: Promise<{ orderId: string }> }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 print:max-w-none print:p-0">
      <OrderRoutePage {...props} />
    </div>
  );
}
