import type { Company, Product } from "@/lib/catalog/types";
import type { Order } from "@/lib/orders/types";

export type ReorderLine = { product: Product; company: Company; quantity: number };

type Lookups = {
  getOrder: (id: string) => Order | undefined;
  getProduct: (id: string) => Product | undefined;
  getCompany: (id: string) => Company | undefined;
};

/**
 * 'Pedir Novamente' (product.md §2 Customer dashboard): the past order's items as cart lines, resolved from the
 * current catalogue (today's price, today's availability); items whose product or company is gone are dropped.
 */
export function reorderLines(orderId: string, lookups: Lookups): ReorderLine[] {
  const order = lookups.getOrder(orderId);
  if (!order) return [];
  const company = lookups.getCompany(order.restaurantId);
  if (!company) return [];
  return order.items.flatMap((item) => {
    const product = lookups.getProduct(item.productId);
    return product && product.companyId === company.id ? [{ product, company, quantity: item.quantity }] : [];
  });
}
