import type { OpeningHours } from "@/lib/catalog/types";
import { weekdays } from "@/lib/catalog/weekdays";
import { formatDate, formatMoney } from "@/lib/format";
import { LOCALE } from "@/lib/i18n/constants";
import { saoPauloClock, weekdayLabel } from "@/lib/store/opening-hours";

/**
 * What checkout says when the database refuses an order or a coupon, and where it says it. public.fazer_pedido
 * and public.validar_cupom (supabase/migrations/20250801120400_fazer_pedido.sql) refuse with a stable code
 * as the message, the product, store or coupon concerned in `details` and an extra value in `hint`; each
 * code becomes a key of `checkout.errors` with its values, shown beside the line, the store, the coupon
 * field, the address, the phone field or at the top of the form.
 */

export const PLACE_ORDER_CODES = [
  "apenas_clientes",
  "chave_obrigatoria",
  "tipo_entrega_invalido",
  "pagamento_invalido",
  "observacoes_longas",
  "carrinho_vazio",
  "carrinho_grande",
  "item_invalido",
  "item_repetido",
  "quantidade_invalida",
  "produto_nao_encontrado",
  "loja_indisponivel",
  "produto_indisponivel",
  "loja_fechada",
  "endereco_obrigatorio",
  "telefone_obrigatorio",
  "cupom_nao_encontrado",
  "cupom_inativo",
  "cupom_ainda_nao_vale",
  "cupom_expirado",
  "cupom_fora_do_dia",
  "cupom_primeiro_pedido",
  "cupom_so_entrega",
  "cupom_outra_loja",
  "cupom_tipo_servico",
  "cupom_pedido_minimo",
  "total_mudou",
] as const;
export type PlaceOrderCode = (typeof PLACE_ORDER_CODES)[number];

export type ErrorTarget =
  | { kind: "line"; productId: string }
  | { kind: "store"; storeId: string }
  | { kind: "coupon" }
  | { kind: "address" }
  | { kind: "phone" }
  | { kind: "form" };

/** A refusal as checkout shows it: a `checkout.errors` key, its values, and where it goes. */
export type ErrorDescriptor = {
  code: PlaceOrderCode | "unexpected";
  target: ErrorTarget;
  key: string;
  values: Record<string, string | number>;
};

/** An error as supabase-js returns it from `rpc()`. */
export type DbRefusal = {
  code?: string | null;
  message?: string | null;
  details?: string | null;
  hint?: string | null;
};

type Place = "line" | "store" | "coupon" | "address" | "phone" | "form";

const PLACES: Record<PlaceOrderCode, { place: Place; key: string }> = {
  apenas_clientes: { place: "form", key: "customersOnly" },
  chave_obrigatoria: { place: "form", key: "unexpected" },
  tipo_entrega_invalido: { place: "form", key: "deliveryTypeInvalid" },
  pagamento_invalido: { place: "form", key: "paymentInvalid" },
  observacoes_longas: { place: "form", key: "notesTooLong" },
  carrinho_vazio: { place: "form", key: "cartEmpty" },
  carrinho_grande: { place: "form", key: "cartTooBig" },
  item_invalido: { place: "line", key: "itemInvalid" },
  item_repetido: { place: "line", key: "itemRepeated" },
  quantidade_invalida: { place: "line", key: "quantityInvalid" },
  produto_nao_encontrado: { place: "line", key: "productNotFound" },
  loja_indisponivel: { place: "store", key: "storeUnavailable" },
  produto_indisponivel: { place: "line", key: "productUnavailable" },
  loja_fechada: { place: "store", key: "storeClosed" },
  endereco_obrigatorio: { place: "address", key: "addressRequired" },
  telefone_obrigatorio: { place: "phone", key: "phoneRequired" },
  cupom_nao_encontrado: { place: "coupon", key: "couponNotFound" },
  cupom_inativo: { place: "coupon", key: "couponInactive" },
  cupom_ainda_nao_vale: { place: "coupon", key: "couponNotYet" },
  cupom_expirado: { place: "coupon", key: "couponExpired" },
  cupom_fora_do_dia: { place: "coupon", key: "couponWrongDay" },
  cupom_primeiro_pedido: { place: "coupon", key: "couponFirstOrder" },
  cupom_so_entrega: { place: "coupon", key: "couponDeliveryOnly" },
  cupom_outra_loja: { place: "coupon", key: "couponOtherStore" },
  cupom_tipo_servico: { place: "coupon", key: "couponOtherStore" },
  cupom_pedido_minimo: { place: "coupon", key: "couponMinOrder" },
  total_mudou: { place: "form", key: "totalChanged" },
};

const UNEXPECTED: ErrorDescriptor = {
  code: "unexpected",
  target: { kind: "form" },
  key: "unexpected",
  values: {},
};

export function isPlaceOrderCode(value: unknown): value is PlaceOrderCode {
  return typeof value === "string" && (PLACE_ORDER_CODES as readonly string[]).includes(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const nonEmpty = (value: string | null | undefined) => (value && value.trim() !== "" ? value.trim() : null);

/** '6,7' (ISO weekdays) as 'sábado e domingo'. */
function weekdayList(hint: string): string {
  const names = hint
    .split(",")
    .map((day) => weekdays[Number(day) - 1])
    .filter((day) => day !== undefined)
    .map((day) => weekdayLabel(day).toLocaleLowerCase(LOCALE));
  return new Intl.ListFormat(LOCALE, { type: "conjunction" }).format(names);
}

function moneyOf(value: string | null): string | null {
  const amount = value === null ? NaN : Number(value);
  return Number.isFinite(amount) ? formatMoney(amount) : null;
}

type Values = ErrorDescriptor["values"];

/** The values a key's message shows, read from the refusal's `hint` and `details`. */
function valuesOf(code: PlaceOrderCode, details: string | null, hint: string | null): Values | null {
  switch (code) {
    case "carrinho_grande":
    case "quantidade_invalida":
      return { max: Number(hint) || (code === "carrinho_grande" ? 50 : 99) };
    case "cupom_ainda_nao_vale":
    case "cupom_expirado":
      return hint ? { date: formatDate(hint) } : null;
    case "cupom_fora_do_dia":
      return hint ? { days: weekdayList(hint) } : null;
    case "cupom_pedido_minimo": {
      const amount = moneyOf(hint);
      return amount ? { amount } : null;
    }
    case "total_mudou": {
      const total = moneyOf(details);
      return total ? { total } : null;
    }
    default:
      return {};
  }
}

/**
 * A refusal of fazer_pedido or validar_cupom as checkout shows it. `productIds` are the lines in the order
 * they were sent: item_invalido names a line by its place (1, 2...), every other line code by product id.
 * Anything that is not one of the codes (a failed connection, a bug) is 'unexpected', at the form's top.
 */
export function describeRefusal(
  error: DbRefusal | null | undefined,
  productIds: readonly string[] = [],
): ErrorDescriptor {
  const code = error?.message?.trim();
  if (!isPlaceOrderCode(code)) return UNEXPECTED;
  const { place, key } = PLACES[code];
  const details = nonEmpty(error?.details);
  const values = valuesOf(code, details, nonEmpty(error?.hint));
  // a code whose value did not arrive still reads well without it
  const described: Pick<ErrorDescriptor, "key" | "values"> =
    values === null ? { key: `${key}Plain`, values: {} } : { key, values };
  switch (place) {
    case "line": {
      const productId = code === "item_invalido" ? productIds[Number(details) - 1] : details;
      return productId && UUID.test(productId)
        ? { code, target: { kind: "line", productId }, ...described }
        : { code, target: { kind: "form" }, ...described };
    }
    case "store":
      return details && UUID.test(details)
        ? { code, target: { kind: "store", storeId: details }, ...described }
        : { code, target: { kind: "form" }, ...described };
    default:
      return { code, target: { kind: place }, ...described };
  }
}

/**
 * Why a store does not take orders at `now` (São Paulo time), as checkout says it beside the store: it closed
 * at today's closing time, it opens later today, or it does not open today.
 */
export function closedStoreMessage(
  openingHours: OpeningHours,
  now: Date,
): Pick<ErrorDescriptor, "key" | "values"> {
  const { weekday, time } = saoPauloClock(now);
  const today = openingHours[weekday];
  if (!today || today.closed) return { key: "storeClosedToday", values: {} };
  if (time < today.open) return { key: "storeOpensAt", values: { time: today.open } };
  return { key: "storeClosedAt", values: { time: today.close } };
}
