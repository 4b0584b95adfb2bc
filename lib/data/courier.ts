import "server-only";

import { cache } from "react";

import type { AppUser } from "@/lib/auth/types";
import { saoPauloDayStart } from "@/lib/time/sao-paulo";
import {
  COURIER_LOJA_COLUMNS,
  COURIER_PEDIDO_COLUMNS,
  courierOrderFrom,
  courierStoreFrom,
  unitsByOrder,
  type CourierPedidoRow,
} from "@/lib/courier/rows";
import type { CourierDay, CourierOrder, CourierStore } from "@/lib/courier/types";
import { ORDER_LINES_MAX } from "@/lib/orders/limits";
import type { Order } from "@/lib/orders/types";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * The courier's orders (product.md §2 /entregador), read as the signed-in entregador: row-level security returns
 * only the orders of the stores they deliver for (membros_loja papel 'entregador'), and each function checks the
 * account type again. A failed read throws, so the error page says so instead of an empty day.
 */

type Viewer = Pick<AppUser, "id" | "type">;

/** How many orders each list reads at most: far more than one courier's day. */
const LIST_LIMIT = 100;
// the stores one courier delivers for: a handful in practice, never a list to page through
const COURIER_STORES_LIMIT = 50;

const EMPTY_DAY: CourierDay = { stores: [], available: [], carrying: [], deliveredToday: [] };

function failed(what: string, error: { message: string }): never {
  throw new Error(`Falha ao ler ${what}: ${error.message}`);
}

/** The stores the courier delivers for (membros_loja papel 'entregador'), by name. */
async function storesOf(client: SupabaseServerClient, user: Viewer): Promise<CourierStore[]> {
  const memberships = await client
    .from("membros_loja")
    .select("loja_id")
    .eq("user_id", user.id)
    .eq("papel", "entregador")
    .limit(COURIER_STORES_LIMIT);
  if (memberships.error) failed("as lojas do entregador", memberships.error);
  if (memberships.data.length === 0) return [];
  const lojas = await client
    .from("lojas")
    .select(COURIER_LOJA_COLUMNS)
    .in(
      "id",
      memberships.data.map((row) => row.loja_id),
    )
    .order("nome", { ascending: true })
    .limit(COURIER_STORES_LIMIT);
  if (lojas.error) failed("as lojas do entregador", lojas.error);
  return lojas.data.map(courierStoreFrom);
}

/**
 * The courier's day: the delivery orders ready at their stores (oldest first: they waited longest), the ones they
 * carry, and the ones they delivered since midnight in São Paulo (newest first). Nothing for any other account.
 */
export const getCourierDay = cache(async (user: Viewer): Promise<CourierDay> => {
  if (user.type !== "entregador") return EMPTY_DAY;
  const client = await createSupabaseServerClient();
  const stores = await storesOf(client, user);
  if (stores.length === 0) return EMPTY_DAY;
  const storeIds = stores.map((store) => store.id);
  // read after the session (a request-time value): the day the courier is living now
  const dayStart = saoPauloDayStart(new Date()).toISOString();
  const base = () =>
    client.from("pedidos").select(COURIER_PEDIDO_COLUMNS).in("loja_id", storeIds).limit(LIST_LIMIT);
  const [ready, carrying, delivered] = await Promise.all([
    base().eq("status", "pronto").eq("tipo_entrega", "entrega").order("updated_at", { ascending: true }),
    base().eq("status", "a_caminho").eq("entregador_id", user.id).order("updated_at", { ascending: true }),
    // entregue is final: the row's last change is the delivery
    base()
      .eq("status", "entregue")
      .eq("entregador_id", user.id)
      .gte("updated_at", dayStart)
      .order("updated_at", { ascending: false }),
  ]);
  for (const read of [ready, carrying, delivered]) if (read.error) failed("as entregas", read.error);
  const rows = [ready.data ?? [], carrying.data ?? [], delivered.data ?? []];
  const units = await unitsOf(client, rows.flat());
  const byId = new Map(stores.map((store) => [store.id, store]));
  const toOrders = (list: CourierPedidoRow[]): CourierOrder[] =>
    list.flatMap((row) => {
      const store = row.loja_id ? byId.get(row.loja_id) : undefined;
      return store ? [courierOrderFrom(row, store, units.get(row.id) ?? 0)] : [];
    });
  return {
    stores,
    available: toOrders(rows[0]!),
    carrying: toOrders(rows[1]!),
    deliveredToday: toOrders(rows[2]!),
  };
});

async function unitsOf(client: SupabaseServerClient, rows: readonly CourierPedidoRow[]) {
  if (rows.length === 0) return new Map<string, number>();
  const { data, error } = await client
    .from("itens_pedido")
    .select("pedido_id, quantidade")
    .in(
      "pedido_id",
      rows.map((row) => row.id),
    )
    .limit(rows.length * ORDER_LINES_MAX);
  if (error) failed("os itens das entregas", error);
  return unitsByOrder(data);
}

/**
 * Who carries an order on the way, for its store's owner, an administrator or that courier (public.
 * entregador_do_pedido); null when nobody took it or the viewer may not know.
 */
export async function getCourierName(
  user: Viewer,
  order: Pick<Order, "id" | "courierId">,
): Promise<string | null> {
  if (!order.courierId || !["empresa", "entregador", "admin", "superadmin"].includes(user.type)) return null;
  const client = await createSupabaseServerClient();
  const { data, error } = await client.rpc("entregador_do_pedido", { p_pedido: order.id });
  if (error) failed("o entregador do pedido", error);
  return typeof data === "string" && data.trim() ? data : null;
}
