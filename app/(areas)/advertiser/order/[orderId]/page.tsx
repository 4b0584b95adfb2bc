import { orderRouteMetadata, orderRoutePage } from "@/components/orders/order-route";

export const generateMetadata = orderRouteMetadata;

/** product.md §2 "Order detail" in the advertiser area: what shows depends on the viewer's part in the order. */
export default orderRoutePage("/advertiser/order", "advertiser");
