import type { EventoPedido, ItemPedido, Pedido } from "@/lib/supabase/database.types";
import { fromDbActor, fromDbStatus } from "@/lib/orders/status";
import type { DeliveryAddress, Order, OrderEvent, OrderItem, PaymentChoice } from "@/lib/orders/types";

/**
 * `pedidos`, `itens_pedido` and `eventos_pedido` rows as the screens' Order (Portuguese columns and values:
 * supabase/migrations/20250801120200_pedidos.sql). Pure, so the reads and their tests agree.
 */

/** The columns every order read selects. */
export const PEDIDO_COLUMNS =
  "id, cliente_id, loja_id, status, tipo_entrega, pagamento, subtotal, taxa_entrega, desconto, total, cupom_codigo, observacoes, cliente_nome, cliente_telefone, loja_nome, endereco, tempo_min, tempo_max, motivo_cancelamento, entregador_id, created_at" as const;
export type PedidoRow = Pick<
  Pedido,
  | "id"
  | "cliente_id"
  | "loja_id"
  | "status"
  | "tipo_entrega"
  | "pagamento"
  | "subtotal"
  | "taxa_entrega"
  | "desconto"
  | "total"
  | "cupom_codigo"
  | "observacoes"
  | "cliente_nome"
  | "cliente_telefone"
  | "loja_nome"
  | "endereco"
  | "tempo_min"
  | "tempo_max"
  | "motivo_cancelamento"
  | "entregador_id"
  | "created_at"
>;

export const ITEM_COLUMNS = "pedido_id, produto_id, nome, preco_unitario, quantidade, posicao" as const;
export type ItemRow = Pick<
  ItemPedido,
  "pedido_id" | "produto_id" | "nome" | "preco_unitario" | "quantidade" | "posicao"
>;

export const EVENTO_COLUMNS = "id, pedido_id, papel, de, para, motivo, created_at" as const;
export type EventoRow = Pick<
  EventoPedido,
  "id" | "pedido_id" | "papel" | "de" | "para" | "motivo" | "created_at"
>;

const PAYMENT: Record<string, PaymentChoice> = { credito: "credit", debito: "debit", pix: "pix" };
const DB_PAYMENT: Record<PaymentChoice, string> = { credit: "credito", debit: "debito", pix: "pix" };

export function toDbPayment(payment: PaymentChoice): string {
  return DB_PAYMENT[payment];
}

export function fromDbPayment(value: string | null | undefined): PaymentChoice | null {
  return value ? (PAYMENT[value] ?? null) : null;
}

export function toDbDeliveryType(type: Order["deliveryType"]): "entrega" | "retirada" {
  return type === "pickup" ? "retirada" : "entrega";
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The address copied onto the order when it was placed; null for pickup (or a copy that does not read). */
export function addressFromSnapshot(value: unknown): DeliveryAddress | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const copy = value as Record<string, unknown>;
  const street = text(copy.logradouro);
  if (!street) return null;
  return {
    label: text(copy.rotulo) ?? "",
    street,
    number: text(copy.numero) ?? "",
    complement: text(copy.complemento),
    neighborhood: text(copy.bairro) ?? "",
    city: text(copy.cidade) ?? "",
    state: text(copy.uf) ?? "",
    zipCode: text(copy.cep) ?? "",
  };
}

// numeric columns may arrive as strings from some PostgREST setups
const money = (value: number | string) => Number(value);

export function itemFromRow(row: ItemRow): OrderItem {
  return {
    productId: row.produto_id,
    name: row.nome,
    quantity: row.quantidade,
    price: money(row.preco_unitario),
  };
}

export function eventFromRow(row: EventoRow): OrderEvent {
  return {
    from: row.de ? (fromDbStatus(row.de) ?? null) : null,
    to: fromDbStatus(row.para) ?? "confirmed",
    actor: fromDbActor(row.papel),
    at: row.created_at,
    reason: row.motivo,
  };
}

/** An order from its row, its items (any order: sorted here by their place in the cart) and its events. */
export function orderFromRows(
  row: PedidoRow,
  items: readonly ItemRow[],
  events: readonly EventoRow[] = [],
): Order {
  return {
    id: row.id,
    customerId: row.cliente_id,
    restaurantId: row.loja_id,
    companyName: row.loja_nome,
    customerName: row.cliente_nome,
    customerPhone: row.cliente_telefone,
    items: [...items].sort((a, b) => a.posicao - b.posicao).map(itemFromRow),
    status: fromDbStatus(row.status) ?? "confirmed",
    orderTime: row.created_at,
    estimatedDelivery: `${row.tempo_min}-${row.tempo_max} min`,
    deliveryType: row.tipo_entrega === "retirada" ? "pickup" : "delivery",
    paymentMethod: fromDbPayment(row.pagamento) ?? "credit",
    subtotal: money(row.subtotal),
    deliveryFee: money(row.taxa_entrega),
    discount: money(row.desconto),
    total: money(row.total),
    couponCode: row.cupom_codigo,
    notes: row.observacoes,
    address: addressFromSnapshot(row.endereco),
    cancelReason: row.motivo_cancelamento,
    courierId: row.entregador_id,
    events: [...events].sort((a, b) => a.id - b.id).map(eventFromRow),
  };
}

/** Orders with their items, from one read of each table (items grouped by order). */
export function ordersFromRows(rows: readonly PedidoRow[], items: readonly ItemRow[]): Order[] {
  const byOrder = new Map<string, ItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.pedido_id) ?? [];
    list.push(item);
    byOrder.set(item.pedido_id, list);
  }
  return rows.map((row) => orderFromRows(row, byOrder.get(row.id) ?? []));
}
