import "server-only";

import { cache } from "react";

import type { AppUser } from "@/lib/auth/types";
import type { Company } from "@/lib/catalog/types";
import { getCompany } from "@/lib/data/catalog";
import { getMyStore, type MyStore } from "@/lib/data/my-store";
import {
  EVENTO_COLUMNS,
  ITEM_COLUMNS,
  orderFromRows,
  ordersFromRows,
  PEDIDO_COLUMNS,
  type PedidoRow,
} from "@/lib/orders/rows";
import { ORDER_EVENTS_MAX, ORDER_LINES_MAX } from "@/lib/orders/limits";
import { isOrderId } from "@/lib/orders/order-params";
import type { Order } from "@/lib/orders/types";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * The one door to orders (`pedidos`, `itens_pedido`, `eventos_pedido`), read as the signed-in user: row-level
 * security decides what comes back (a customer their own orders, a store's members their store's, admins
 * all), and each function checks the account type again, so a caller that forgot the page's check still
 * gets nothing it should not. A failed read throws, so the error page says so instead of an empty list.
 */

type Viewer = Pick<AppUser, "id" | "type">;

/** How many orders a list reads at most: the newest, which is what every list shows first. */
export const ORDER_LIST_LIMIT = 200;

function failed(what: string, error: { message: string }): never {
  throw new Error(`Falha ao ler ${what}: ${error.message}`);
}

/** The items of these orders, in one read. */
async function itemsOf(client: SupabaseServerClient, rows: readonly PedidoRow[]) {
  if (rows.length === 0) return [];
  const { data, error } = await client
    .from("itens_pedido")
    .select(ITEM_COLUMNS)
    .in(
      "pedido_id",
      rows.map((row) => row.id),
    )
    .limit(rows.length * ORDER_LINES_MAX);
  if (error) failed("os itens dos pedidos", error);
  return data;
}

async function withItems(client: SupabaseServerClient, rows: readonly PedidoRow[]): Promise<Order[]> {
  return ordersFromRows(rows, await itemsOf(client, rows));
}

/**
 * One order as the viewer may see it, with its items and status history, and its store as the storefront
 * shows it (undefined once the store was removed); undefined when RLS hides it (someone else's order), so
 * the route answers 404 and nothing of it is rendered.
 */
export const getOrderForViewer = cache(
  async (user: Viewer, id: string): Promise<{ order: Order; company: Company | undefined } | undefined> => {
    if (user.type === "anunciante" || !isOrderId(id)) return undefined;
    const client = await createSupabaseServerClient();
    const { data: row, error } = await client
      .from("pedidos")
      .select(PEDIDO_COLUMNS)
      .eq("id", id)
      .maybeSingle();
    if (error) failed("o pedido", error);
    if (!row) return undefined;
    const [items, events] = await Promise.all([
      client.from("itens_pedido").select(ITEM_COLUMNS).eq("pedido_id", id).limit(ORDER_LINES_MAX),
      client
        .from("eventos_pedido")
        .select(EVENTO_COLUMNS)
        .eq("pedido_id", id)
        .order("id", { ascending: true })
        .limit(ORDER_EVENTS_MAX),
    ]);
    if (items.error) failed("os itens do pedido", items.error);
    if (events.error) failed("o histórico do pedido", events.error);
    const order = orderFromRows(row, items.data, events.data);
    return { order, company: order.restaurantId ? await getCompany(order.restaurantId) : undefined };
  },
);

/** A customer's own orders, newest first (none for any other account type). */
export const getCustomerOrders = cache(async (user: Viewer): Promise<Order[]> => {
  if (user.type !== "cliente") return [];
  const client = await createSupabaseServerClient();
  const { data, error } = await client
    .from("pedidos")
    .select(PEDIDO_COLUMNS)
    .eq("cliente_id", user.id)
    .order("created_at", { ascending: false })
    .order("id", { ascending: true })
    .limit(ORDER_LIST_LIMIT);
  if (error) failed("os pedidos do cliente", error);
  return withItems(client, data);
});

export type StoreOrders = { store: MyStore; orders: Order[] };

/**
 * The orders of the store the signed-in member runs (its owner or its courier), newest first; null without
 * a store. RLS returns only that store's orders.
 */
export const getStoreOrders = cache(async (user: Viewer): Promise<StoreOrders | null> => {
  const store = await getMyStore(user);
  if (!store) return null;
  const client = await createSupabaseServerClient();
  const { data, error } = await client
    .from("pedidos")
    .select(PEDIDO_COLUMNS)
    .eq("loja_id", store.loja.id)
    .order("created_at", { ascending: false })
    .order("id", { ascending: true })
    .limit(ORDER_LIST_LIMIT);
  if (error) failed("os pedidos da loja", error);
  return { store, orders: await withItems(client, data) };
});

/** Whether the viewer may open this order (the proxy's check before anything renders): one indexed read. */
export async function canOpenOrder(client: Pick<SupabaseServerClient, "from">, id: string): Promise<boolean> {
  if (!isOrderId(id)) return false;
  const { data, error } = await client.from("pedidos").select("id").eq("id", id).maybeSingle();
  if (error) failed("o pedido", error);
  return data !== null;
}
