import "server-only";

import type { AppUser } from "@/lib/auth/types";
import { getCouponBanners } from "@/lib/data/marketing";
import { getCustomerOrders, getStoreOrders } from "@/lib/data/orders";
import {
  deriveCompanyNotices,
  deriveCustomerNotices,
  type Notice,
  type NoticeArea,
  type NoticeOrder,
} from "@/lib/notices/derive";
import { unreadByDefaultIds } from "@/lib/notices/read-state";
import { ORDER_EVENTS_MAX } from "@/lib/orders/limits";
import { EVENTO_COLUMNS, eventFromRow } from "@/lib/orders/rows";
import type { Order, OrderEvent } from "@/lib/orders/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/** How many of the newest orders the notices cover: what anyone scrolls through on /avisos. */
export const NOTICE_ORDER_LIMIT = 50;

type Viewer = Pick<AppUser, "id" | "type">;

/**
 * The status history of these orders (the viewer's own: RLS returns only the events of orders they may read),
 * in one read, as the notices' orders named after the other party.
 */
async function withHistory(
  orders: readonly Order[],
  party: (order: Order) => string,
): Promise<NoticeOrder[]> {
  if (orders.length === 0) return [];
  const client = await createSupabaseServerClient();
  const { data, error } = await client
    .from("eventos_pedido")
    .select(EVENTO_COLUMNS)
    .in(
      "pedido_id",
      orders.map((order) => order.id),
    )
    .order("id", { ascending: true })
    .limit(orders.length * ORDER_EVENTS_MAX);
  if (error) throw new Error(`Falha ao ler o histórico dos pedidos: ${error.message}`);
  const events = new Map<string, OrderEvent[]>();
  for (const row of data) {
    const list = events.get(row.pedido_id) ?? [];
    list.push(eventFromRow(row));
    events.set(row.pedido_id, list);
  }
  return orders.map((order) => ({ ...order, events: events.get(order.id) ?? [], party: party(order) }));
}

/**
 * The signed-in user's notices (product.md D11), derived from their orders' real status history: a store's
 * (owner or courier) from its orders, named after each customer; a customer's from their own orders, named
 * after each store, plus the coupon banners. Anyone else has none.
 */
export async function getNotices(user: Viewer, area: NoticeArea): Promise<Notice[]> {
  if (area === "company") {
    const store = await getStoreOrders(user);
    if (!store) return [];
    const orders = store.orders.slice(0, NOTICE_ORDER_LIMIT);
    return deriveCompanyNotices(await withHistory(orders, (order) => order.customerName));
  }
  if (user.type !== "cliente") return [];
  const orders = (await getCustomerOrders(user)).slice(0, NOTICE_ORDER_LIMIT);
  return deriveCustomerNotices(await withHistory(orders, (order) => order.companyName), getCouponBanners());
}

/** Only the ids that start unread: all the menu badge needs to count. */
export async function getUnreadNoticeIds(user: Viewer, area: NoticeArea): Promise<string[]> {
  return unreadByDefaultIds(await getNotices(user, area));
}
