"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";

import { requireAccountType } from "@/lib/data/access";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { toDbPayment } from "@/lib/orders/rows";
import { paymentChoiceSchema } from "@/lib/orders/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * 'Forma de pagamento preferida' (/customer/profile): saved to the shopper's own perfis row as them; the column
 * grant and RLS decide (own row only, credito/debito/pix only). Checkout chooses it first.
 */
export async function savePaymentPreference(choice: unknown): Promise<FormResult> {
  const user = await requireAccountType("cliente");
  const t = await getTranslations("profile");
  const parsed = paymentChoiceSchema.safeParse(choice);
  if (!parsed.success) return formFailure(t("paymentError"));
  try {
    const client = await createSupabaseServerClient();
    const { data, error } = await client
      .from("perfis")
      .update({ pagamento_preferido: toDbPayment(parsed.data) })
      .eq("user_id", user.id)
      .select("user_id");
    // no row back: RLS let nothing change
    if (error || data.length === 0) return formFailure(t("paymentError"));
  } catch {
    return formFailure(t("paymentError"));
  }
  refresh();
  return formSuccess();
}
