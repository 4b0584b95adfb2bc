import { orderRouteMetadata, orderRouteParams, orderRoutePage } from "@/components/orders/order-route";

export const generateStaticParams = orderRouteParams;

// A malformed id must answer HTTP 404: "blocking" renders unknown ids before anything streams.
export const unstable_paramMatching = { orderId: "blocking" };

export const generateMetadata = orderRouteMetadata;

/** product.md §2 "Order detail" in the company area: product.md §6 decides what shows from the viewer and this path. */
export default orderRoutePage("/company/order", "company");
