import type { Order } from "@/lib/orders/types";
import type { AccountType } from "@/lib/auth/types";

export type OrderViewer = { type: AccountType; customerId: string | null; companyId: string | null };

/**
 * Who may open an order (product.md §6, with the server permissions the spec leaves unshown): its customer,
 * its company (empresa and entregador work for the company), and administrators. Nobody else.
 */
export function canViewOrder(
  viewer: OrderViewer,
  order: Pick<Order, "customerId" | "restaurantId">,
): boolean {
  switch (viewer.type) {
    case "admin":
    case "superadmin":
      return true;
    case "cliente":
      return viewer.customerId !== null && order.customerId === viewer.customerId;
    case "empresa":
    case "entregador":
      return viewer.companyId !== null && order.restaurantId === viewer.companyId;
    case "anunciante":
      return false;
  }
}
