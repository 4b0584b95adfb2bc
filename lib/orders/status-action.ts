"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { requireAccountType } from "@/lib/data/access";
import { formFailure, formSuccessWith, type FormResult } from "@/lib/forms/result";
import { fromDbStatus, toDbStatus } from "@/lib/orders/status";
import { CANCEL_REASON_MAX } from "@/lib/orders/status-actions";
import { statusErrorOf, type StatusError } from "@/lib/orders/status-errors";
import { orderStatusSchema, type OrderStatus } from "@/lib/orders/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * Moving an order, as the signed-in user: public.mudar_status_pedido decides from their part in the order
 * (its customer, its store's owner or courier, an administrator) and the transition table; this only checks
 * who is signed in and that the request reads. Errors come back already in Portuguese.
 */

/** A move has no fields of its own: a success says the status the database set, a failure why not. */
export type StatusActionResult = FormResult<never, { status: OrderStatus }>;

const changeSchema = z.object({
  orderId: z.uuid(),
  to: orderStatusSchema,
  reason: z.string().max(CANCEL_REASON_MAX).optional(),
});

async function failure(error: StatusError): Promise<StatusActionResult> {
  const t = await getTranslations("orderActions.errors");
  return formFailure(t(error.key, error.values));
}

export async function changeOrderStatus(
  orderId: string,
  to: OrderStatus,
  reason?: string,
): Promise<StatusActionResult> {
  // an advertiser never has a part in an order; anyone else may, and the database says whether they do
  await requireAccountType("cliente", "empresa", "entregador", "admin", "superadmin");
  const parsed = changeSchema.safeParse({ orderId, to, reason: reason?.trim() || undefined });
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "reason");
    return failure(
      tooLong ? { key: "reasonTooLong", values: { max: CANCEL_REASON_MAX } } : { key: "invalid" },
    );
  }
  const { data } = parsed;
  let result;
  try {
    const client = await createSupabaseServerClient();
    result = await client.rpc("mudar_status_pedido", {
      p_pedido: data.orderId,
      p_status: toDbStatus(data.to),
      ...(data.reason ? { p_motivo: data.reason } : {}),
    });
  } catch {
    return failure({ key: "unexpected" });
  }
  if (result.error) return failure(statusErrorOf(result.error));
  const moved = result.data as { status?: string } | null;
  refresh();
  return formSuccessWith({ status: (moved?.status && fromDbStatus(moved.status)) || data.to });
}
