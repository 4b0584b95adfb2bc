import "server-only";

import { z } from "zod";

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
import {
  NOTICE_ID_PATTERN,
  NOTICE_IDS_MAX,
  unreadByDefaultIds,
  type NoticeAnswer,
} from "@/lib/notices/read-state";
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
  const [orders, coupons] = await Promise.all([getCustomerOrders(user), getCouponBanners()]);
  const recent = orders.slice(0, NOTICE_ORDER_LIMIT);
  return deriveCustomerNotices(await withHistory(recent, (order) => order.companyName), coupons);
}

/** The account types that have notices, by area: the notices' read marks are theirs only. */
export const NOTICE_ACCOUNT_TYPES: Record<NoticeArea, readonly AppUser["type"][]> = {
  company: ["empresa", "entregador"],
  customer: ["cliente"],
};

/** Ids shaped like a notice's (the database checks the same shape), at most NOTICE_IDS_MAX. */
export const noticeIdsSchema = z.array(z.string().regex(NOTICE_ID_PATTERN)).max(NOTICE_IDS_MAX);

/**
 * Which of `ids` the viewer has marked read (public.avisos_lidos, read as them: RLS returns only their own
 * rows). The ids go in the request's body (a few hundred notices would not fit a URL), at most NOTICE_IDS_MAX.
 */
async function readAmong(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const client = await createSupabaseServerClient();
  const { data, error } = await client.rpc("avisos_lidos_dentre", { ids: ids.slice(0, NOTICE_IDS_MAX) });
  if (error) throw new Error(`Falha ao ler os avisos lidos: ${error.message}`);
  return data;
}

export type NoticesWithReads = { notices: Notice[]; state: NoticeAnswer };

/** The viewer's notices and which of those that start unread they have read: the notices page's data. */
export async function getNoticesWithReads(user: Viewer, area: NoticeArea): Promise<NoticesWithReads> {
  const notices = await getNotices(user, area);
  const unread = unreadByDefaultIds(notices);
  return { notices, state: { viewer: user.id, unread, read: await readAmong(unread) } };
}

/** Only the ids that start unread and which of them are read: all the menu badge needs to count. */
export async function getNoticeReadState(user: Viewer, area: NoticeArea): Promise<NoticeAnswer> {
  return (await getNoticesWithReads(user, area)).state;
}

/**
 * Marks notices read for the viewer, all at once (public.marcar_avisos_lidos: one statement, a second mark
 * of the same notice is no error). Only ids shaped like a notice's, at most NOTICE_IDS_MAX; false when the
 * viewer has no notices in `area` or the database refused.
 */
export async function markNoticesRead(
  user: Viewer,
  area: NoticeArea,
  ids: readonly string[],
): Promise<boolean> {
  if (!NOTICE_ACCOUNT_TYPES[area].includes(user.type)) return false;
  if (!noticeIdsSchema.safeParse(ids).success) return false;
  if (ids.length === 0) return true;
  const client = await createSupabaseServerClient();
  const { error } = await client.rpc("marcar_avisos_lidos", { ids: [...ids] });
  if (error) console.error("markNoticesRead:", error.message);
  return !error;
}
