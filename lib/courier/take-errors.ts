/**
 * public.pegar_pedido's refusals (supabase/migrations/20250901120100_entregas.sql: the message is a stable code)
 * as keys under `courier.errors`. Pure, so a table test pins it.
 */

export type TakeErrorKey = "taken" | "notFound" | "changed" | "unexpected";

const BY_CODE: Record<string, TakeErrorKey> = {
  pedido_ja_pego: "taken",
  pedido_nao_encontrado: "notFound",
  transicao_invalida: "changed",
  status_invalido: "changed",
};

/** The message of a refused claim; anything that is not a refusal (a network failure, a bug) is 'unexpected'. */
export function takeErrorOf(error: { message?: string } | null | undefined): TakeErrorKey {
  return (error?.message && BY_CODE[error.message]) || "unexpected";
}
