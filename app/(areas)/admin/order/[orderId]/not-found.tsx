import { OrderNotFound } from "@/components/orders/order-not-found";

/** notFound() of this order page: the order is not the viewer's, or does not exist. */
export default function OrderPageNotFound() {
  return <OrderNotFound backHref="/admin" />;
}
