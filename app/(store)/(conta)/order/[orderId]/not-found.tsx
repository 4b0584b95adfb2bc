import { OrderNotFound } from "@/components/orders/order-not-found";

/** notFound() of this order page: the order is not the viewer's, or does not exist. */
export default function OrderPageNotFound() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <OrderNotFound backHref="/orders" />
    </div>
  );
}
