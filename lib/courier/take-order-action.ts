"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { requireAccountType } from "@/lib/data/access";
import { takeErrorOf, type TakeErrorKey } from "@/lib/courier/take-errors";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * 'Pegar pedido', as the signed-in courier: public.pegar_pedido claims the ready order through the status
 * function (same lock, transition table and event), or says another courier got there first. Errors come
 * back already in Portuguese; `taken` tells the screen the card is gone for good.
 */

export type TakeOrderResult = { ok: true } | { ok: false; error: string; taken: boolean };

const orderIdSchema = z.uuid();

async function failure(key: TakeErrorKey): Promise<TakeOrderResult> {
  const t = await getTranslations("courier.errors");
  return { ok: false, error: t(key), taken: key === "taken" };
}

export async function takeOrder(orderId: string): Promise<TakeOrderResult> {
  await requireAccountType("entregador");
  const parsed = orderIdSchema.safeParse(orderId);
  if (!parsed.success) return failure("notFound");
  let result;
  try {
    const client = await createSupabaseServerClient();
    result = await client.rpc("pegar_pedido", { p_pedido: parsed.data });
  } catch {
    return failure("unexpected");
  }
  // taken or not, the screen reads the orders again: a card someone else took leaves the list
  refresh();
  if (result.error) return failure(takeErrorOf(result.error));
  return { ok: true };
}
