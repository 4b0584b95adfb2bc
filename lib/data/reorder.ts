import "server-only";

import { canReorder } from "@/lib/areas/customer-orders";
import { resolveReorder, type Reorder } from "@/lib/areas/reorder";
import { getCompaniesByIds, getProductsByIds } from "@/lib/data/catalog";
import type { Order } from "@/lib/orders/types";

/**
 * 'Pedir Novamente' for the customer's delivered orders among `orders` (their own, read as them): each order's
 * items resolved against today's catalogue (the cached public reads of just those stores and products), so the
 * button gets small cart lines.
 */
export async function getReorders(orders: readonly Order[]): Promise<Record<string, Reorder>> {
  const reorderable = orders.filter((order) => canReorder(order.status));
  if (reorderable.length === 0) return {};
  const [stores, products] = await Promise.all([
    getCompaniesByIds(reorderable.flatMap((order) => (order.restaurantId ? [order.restaurantId] : []))),
    getProductsByIds(reorderable.flatMap((order) => order.items.flatMap((item) => item.productId ?? []))),
  ]);
  const storesById = new Map(stores.map((store) => [store.id, store]));
  const productsById = new Map(products.map((product) => [product.id, product]));
  const product = (id: string) => productsById.get(id);
  return Object.fromEntries(
    reorderable.map((order) => [
      order.id,
      resolveReorder(order, {
        company: order.restaurantId ? storesById.get(order.restaurantId) : undefined,
        product,
      }),
    ]),
  );
}
