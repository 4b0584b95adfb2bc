import { orders } from "../../fixtures/orders";
import { adminRest, restAs } from "./backend";
import { test } from "./test";

/** The seed's orders (their ids are the fixture ids): every other order was placed by a test. */
export const SEEDED_ORDER_IDS: readonly string[] = orders.map((order) => order.id);

/** A row of pedidos as the tests read it back (secret key). */
export type OrderRow = {
  id: string;
  cliente_id: string;
  loja_id: string;
  status: string;
  tipo_entrega: string;
  pagamento: string;
  subtotal: number;
  taxa_entrega: number;
  desconto: number;
  total: number;
  cupom_codigo: string | null;
  created_at: string;
  endereco: Record<string, string | null> | null;
};

export async function orderRow(id: string): Promise<OrderRow> {
  const rows = await adminRest<OrderRow[]>(`pedidos?select=*&id=eq.${id}`);
  if (rows.length !== 1) throw new Error(`no order ${id}`);
  // numeric columns may come back as strings
  const row = rows[0]!;
  for (const key of ["subtotal", "taxa_entrega", "desconto", "total"] as const) row[key] = Number(row[key]);
  return row;
}

/** The ids of a customer's orders, newest first. */
export async function customerOrderIds(customerId: string): Promise<string[]> {
  const rows = await adminRest<{ id: string }[]>(
    `pedidos?select=id&cliente_id=eq.${customerId}&order=created_at.desc`,
  );
  return rows.map((row) => row.id);
}

/** Removes every order a test placed (items and events go with them), so the next spec reads the seed. */
export async function removeTestOrders(): Promise<void> {
  await adminRest(`pedidos?id=not.in.(${SEEDED_ORDER_IDS.join(",")})`, { method: "DELETE" });
}

/** For a describe block whose tests place orders: none of them outlives its test. */
export function removeTestOrdersAfterEachTest(): void {
  test.afterEach(async () => {
    await removeTestOrders();
  });
}

/** The order page's address after checkout (`/order/{uuid}`), and its id. */
export function orderIdOf(url: string): string {
  const id = new URL(url).pathname.split("/").pop()!;
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not an order URL: ${url}`);
  return id;
}

/**
 * Places an order as a signed-in cliente straight through the Data API (public.fazer_pedido): for tests whose
 * subject is what happens to an order afterwards. Paid by card; delivered to `addressId` (one of the
 * customer's saved addresses), else picked up.
 */
export async function placeOrderAs(
  token: string,
  items: { productId: string; quantity: number }[],
  addressId?: string,
): Promise<string> {
  const response = await restAs(token, "rpc/fazer_pedido", {
    p_itens: items.map((item) => ({ produto_id: item.productId, quantidade: item.quantity })),
    p_tipo_entrega: addressId ? "entrega" : "retirada",
    p_endereco_id: addressId ?? null,
    p_pagamento: "credito",
    p_chave: crypto.randomUUID(),
  });
  if (!response.ok) throw new Error(`fazer_pedido refused: ${response.status} ${await response.text()}`);
  const { pedidos } = (await response.json()) as { pedidos: { id: string }[] };
  return pedidos[0]!.id;
}

/** Moves an order as a signed-in account (public.mudar_status_pedido: the transition table decides). */
export async function changeStatusAs(
  token: string,
  orderId: string,
  status: string,
  reason: string | null = null,
): Promise<void> {
  const response = await restAs(token, "rpc/mudar_status_pedido", {
    p_pedido: orderId,
    p_status: status,
    p_motivo: reason,
  });
  if (!response.ok)
    throw new Error(`mudar_status_pedido refused: ${response.status} ${await response.text()}`);
}

/** A São Paulo calendar day `days` from today, as YYYY-MM-DD (what cupons.inicio and fim hold). */
export function saoPauloDay(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(at);
}

/**
 * A 10% coupon of the store, valid from yesterday to a month from now in São Paulo, whose code no other run
 * uses: the test never depends on when the seed's coupons expire. Remove it with `deleteCoupon`.
 */
export async function createCoupon(storeId: string): Promise<{ id: string; code: string }> {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  const [row] = await adminRest<{ id: string; codigo: string }[]>("cupons", {
    method: "POST",
    body: {
      loja_id: storeId,
      codigo: code,
      descricao: "Cupom de teste: 10% de desconto",
      tipo_desconto: "percentual",
      valor_desconto: 10,
      pedido_minimo: 0,
      inicio: saoPauloDay(-1),
      fim: saoPauloDay(30),
      ativo: true,
    },
  });
  return { id: row!.id, code: row!.codigo };
}

export async function deleteCoupon(id: string): Promise<void> {
  await adminRest(`cupons?id=eq.${id}`, { method: "DELETE" });
}
