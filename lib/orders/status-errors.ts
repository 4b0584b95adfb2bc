import { CANCEL_REASON_MAX } from "@/lib/orders/status-actions";

/**
 * public.mudar_status_pedido's refusals (supabase/migrations/20250801120500_status_pedido.sql: the message
 * is a stable code, `hint` an extra value) as keys under `orderActions.errors`. Pure, so a table test pins it.
 */

export type StatusErrorKey =
  "notFound" | "invalid" | "invalidTransition" | "reasonRequired" | "reasonTooLong" | "unexpected";

export type StatusError = { key: StatusErrorKey; values?: { max: number } };

const BY_CODE: Record<string, StatusErrorKey> = {
  pedido_nao_encontrado: "notFound",
  status_invalido: "invalid",
  transicao_invalida: "invalidTransition",
  motivo_obrigatorio: "reasonRequired",
  motivo_longo: "reasonTooLong",
};

/** The message of a refused change; anything that is not a refusal (a network failure, a bug) is 'unexpected'. */
export function statusErrorOf(
  error: { message?: string; hint?: string | null } | null | undefined,
): StatusError {
  const key = (error?.message && BY_CODE[error.message]) || "unexpected";
  if (key !== "reasonTooLong") return { key };
  const max = Number(error?.hint);
  return { key, values: { max: Number.isInteger(max) && max > 0 ? max : CANCEL_REASON_MAX } };
}
