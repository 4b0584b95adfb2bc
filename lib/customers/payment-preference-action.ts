"use server";

import { refresh } from "next/cache";

import { requireAccountType } from "@/lib/data/access";
import { toDbPayment } from "@/lib/orders/rows";
import { paymentChoiceSchema } from "@/lib/orders/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type PaymentPreferenceResult = { ok: true } | { ok: false; error: "invalid" | "failed" };

/**
 * 'Forma de pagamento preferida' (/customer/profile): saved to the shopper's own perfis row as them; the column
 * grant and RLS decide (own row only, credito/debito/pix only). Checkout chooses it first.
 */
export async function savePaymentPreference(choice: unknown): Promise<PaymentPreferenceResult> {
  const user = await requireAccountType("cliente");
  const parsed = paymentChoiceSchema.safeParse(choice);
  if (!parsed.success) return { ok: false, error: "invalid" };
  try {
    const client = await createSupabaseServerClient();
    const { data, error } = await client
      .from("perfis")
      .update({ pagamento_preferido: toDbPayment(parsed.data) })
      .eq("user_id", user.id)
      .select("user_id");
    // no row back: RLS let nothing change
    if (error || data.length === 0) return { ok: false, error: "failed" };
  } catch {
    return { ok: false, error: "failed" };
  }
  refresh();
  return { ok: true };
}
