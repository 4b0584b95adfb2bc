import type { SupabaseClient } from "@supabase/supabase-js";

import { describeRefusal, type ErrorDescriptor } from "@/lib/orders/place-order-errors";
import type { CouponTerms, ServiceType } from "@/lib/orders/pricing";
import { toDbDeliveryType, toDbPayment } from "@/lib/orders/rows";
import type { DeliveryType, PaymentChoice } from "@/lib/orders/types";
import type { Database } from "@/lib/supabase/database.types";

/**
 * The two database calls of checkout, through a client signed in as the customer: public.fazer_pedido
 * (places the orders, one per store, priced in the database) and public.validar_cupom ('Aplicar'). The
 * server actions pass the request's client; tests pass a supabase-js one.
 */

type Client = SupabaseClient<Database>;

export type PlaceOrderRequest = {
  /** product ids and quantities only: prices, fees and totals are the database's */
  items: readonly { productId: string; quantity: number }[];
  deliveryType: DeliveryType;
  payment: PaymentChoice;
  /** the checkout's idempotency key: the same key twice places the orders once */
  key: string;
  /** the customer's own saved address; null for pickup */
  addressId: string | null;
  notes: string;
  coupon: string | null;
  /** the total the summary showed; the database refuses (total_mudou) when it charges another */
  expectedTotal: number | null;
};

export type PlacedOrder = { id: string; storeId: string; total: number };
export type PlaceOrderOutcome = { ok: true; orders: PlacedOrder[] } | { ok: false; error: ErrorDescriptor };

function placedOrders(json: unknown): PlacedOrder[] {
  const list = (json as { pedidos?: unknown } | null)?.pedidos;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: { id?: unknown; loja_id?: unknown; total?: unknown }) =>
    typeof entry.id === "string"
      ? [{ id: entry.id, storeId: String(entry.loja_id ?? ""), total: Number(entry.total) }]
      : [],
  );
}

export async function callPlaceOrder(client: Client, request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
  const productIds = request.items.map((item) => item.productId);
  const { data, error } = await client.rpc("fazer_pedido", {
    p_itens: request.items.map((item) => ({ produto_id: item.productId, quantidade: item.quantity })),
    p_tipo_entrega: toDbDeliveryType(request.deliveryType),
    p_pagamento: toDbPayment(request.payment),
    p_chave: request.key,
    ...(request.addressId ? { p_endereco_id: request.addressId } : {}),
    p_observacoes: request.notes,
    ...(request.coupon ? { p_cupom: request.coupon } : {}),
    ...(request.expectedTotal !== null ? { p_total_esperado: request.expectedTotal } : {}),
  });
  if (error) return { ok: false, error: describeRefusal(error, productIds) };
  const orders = placedOrders(data);
  return orders.length > 0 ? { ok: true, orders } : { ok: false, error: describeRefusal(null) };
}

const DISCOUNT: Record<string, CouponTerms["discountType"]> = {
  percentual: "percent",
  valor: "amount",
  frete_gratis: "freeDelivery",
};
const SERVICE: Record<string, ServiceType> = {
  restaurante: "restaurant",
  mercado: "market",
  farmacia: "pharmacy",
};

/** validar_cupom's answer as the terms lib/orders/pricing.ts applies; null when it does not read. */
export function couponTermsOf(json: unknown): CouponTerms | null {
  if (!json || typeof json !== "object") return null;
  const row = json as Record<string, unknown>;
  const discountType = DISCOUNT[String(row.tipo_desconto)];
  if (typeof row.codigo !== "string" || !discountType) return null;
  return {
    code: row.codigo,
    storeId: typeof row.loja_id === "string" ? row.loja_id : null,
    discountType,
    discountValue: Number(row.valor_desconto) || 0,
    minOrder: Number(row.pedido_minimo) || 0,
    serviceType: typeof row.tipo_servico === "string" ? (SERVICE[row.tipo_servico] ?? null) : null,
  };
}

export type CouponOutcome = { ok: true; terms: CouponTerms } | { ok: false; error: ErrorDescriptor };

/** 'Aplicar': the coupon's terms when the customer may use `code` with these stores today. */
export async function callValidateCoupon(
  client: Client,
  code: string,
  storeIds: readonly string[],
): Promise<CouponOutcome> {
  const { data, error } = await client.rpc("validar_cupom", { p_codigo: code, p_lojas: [...storeIds] });
  if (error) return { ok: false, error: describeRefusal(error) };
  const terms = couponTermsOf(data);
  return terms ? { ok: true, terms } : { ok: false, error: describeRefusal(null) };
}
