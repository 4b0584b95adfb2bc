import type { Coupon } from "@/lib/company/types";
import type { Cupom, Database } from "@/lib/supabase/database.types";

/**
 * A store's coupon as /company/cupons shows it, and the `cupons` row it comes from (Portuguese columns:
 * supabase/migrations/20250701120200_cupons.sql). Pure, so the read and its tests agree.
 */
/** What the create form decides; the database adds the id, the usage count and the switch. */
export type CouponDraft = Omit<Coupon, "id" | "companyId" | "uses" | "active">;

type CupomInsert = Database["public"]["Tables"]["cupons"]["Insert"];

/** The columns /company/cupons reads. */
export const CUPOM_COLUMNS =
  "id, loja_id, codigo, descricao, tipo_desconto, valor_desconto, pedido_minimo, inicio, fim, usos, ativo, dias_semana, primeiro_pedido" as const;
export type CupomRow = Pick<
  Cupom,
  | "id"
  | "loja_id"
  | "codigo"
  | "descricao"
  | "tipo_desconto"
  | "valor_desconto"
  | "pedido_minimo"
  | "inicio"
  | "fim"
  | "usos"
  | "ativo"
  | "dias_semana"
  | "primeiro_pedido"
>;

export function couponFromCupom(row: CupomRow): Coupon {
  return {
    id: row.id,
    // the store's screen reads its own store's coupons: only the marketplace's have no store
    companyId: row.loja_id ?? "",
    code: row.codigo,
    description: row.descricao,
    discountType: row.tipo_desconto === "valor" ? "amount" : "percent",
    // numeric columns may arrive as strings from some PostgREST setups
    discountValue: Number(row.valor_desconto),
    minOrder: Number(row.pedido_minimo),
    startsAt: row.inicio.slice(0, 10),
    endsAt: row.fim.slice(0, 10),
    uses: row.usos,
    active: row.ativo,
    ...(row.dias_semana ? { weekdays: row.dias_semana } : {}),
    ...(row.primeiro_pedido ? { firstOrderOnly: true } : {}),
  };
}

/** A new coupon of `storeId` as the row to insert (active from the start, as the form promises). */
export function cupomInsertOf(draft: CouponDraft, storeId: string): CupomInsert {
  return {
    loja_id: storeId,
    codigo: draft.code,
    descricao: draft.description,
    tipo_desconto: draft.discountType === "amount" ? "valor" : "percentual",
    valor_desconto: draft.discountValue,
    pedido_minimo: draft.minOrder,
    inicio: draft.startsAt,
    fim: draft.endsAt,
    ativo: true,
  };
}
