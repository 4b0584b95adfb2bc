import type { CourierOrder, CourierStore } from "@/lib/courier/types";
import { addressFromSnapshot, fromDbPayment } from "@/lib/orders/rows";
import { fromDbStatus } from "@/lib/orders/status";
import type { Loja, Pedido } from "@/lib/supabase/database.types";

/**
 * `lojas` and `pedidos` rows as the courier's screen shows them. Pure, so the read (lib/data/courier.ts) and
 * its tests agree. The order keeps a copy of the customer's full name; the courier sees the first one only.
 */

export const COURIER_LOJA_COLUMNS = "id, nome, telefone, logradouro, bairro, cidade, uf, cep" as const;
export type CourierLojaRow = Pick<
  Loja,
  "id" | "nome" | "telefone" | "logradouro" | "bairro" | "cidade" | "uf" | "cep"
>;

export const COURIER_PEDIDO_COLUMNS =
  "id, loja_id, status, tipo_entrega, pagamento, total, taxa_entrega, observacoes, cliente_nome, endereco, entregador_id, updated_at" as const;
export type CourierPedidoRow = Pick<
  Pedido,
  | "id"
  | "loja_id"
  | "status"
  | "tipo_entrega"
  | "pagamento"
  | "total"
  | "taxa_entrega"
  | "observacoes"
  | "cliente_nome"
  | "endereco"
  | "entregador_id"
  | "updated_at"
>;

export function courierStoreFrom(row: CourierLojaRow): CourierStore {
  return {
    id: row.id,
    name: row.nome,
    phone: row.telefone,
    address: {
      street: row.logradouro,
      neighborhood: row.bairro,
      city: row.cidade,
      state: row.uf,
      zipCode: row.cep,
    },
  };
}

/** The first word of a name ('Ana Paula Souza' → 'Ana'); the whole trimmed text when it has one word. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

// numeric columns may arrive as strings from some PostgREST setups
const money = (value: number | string) => Number(value);

/** An order of one of the courier's stores; `units` is the sum of its items' quantities. */
export function courierOrderFrom(row: CourierPedidoRow, store: CourierStore, units: number): CourierOrder {
  return {
    id: row.id,
    status: fromDbStatus(row.status) ?? "ready",
    store,
    customerFirstName: firstName(row.cliente_nome),
    address: addressFromSnapshot(row.endereco),
    notes: row.observacoes,
    itemCount: units,
    payment: fromDbPayment(row.pagamento) ?? "credit",
    total: money(row.total),
    deliveryFee: money(row.taxa_entrega),
    since: row.updated_at,
  };
}

/** Units per order, from `itens_pedido` rows of any orders. */
export function unitsByOrder(
  items: readonly { pedido_id: string; quantidade: number }[],
): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of items) units.set(item.pedido_id, (units.get(item.pedido_id) ?? 0) + item.quantidade);
  return units;
}
