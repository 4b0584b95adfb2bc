"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { writeAdvertiserAccount } from "@/lib/advertiser/account-writes";
import { ADVERTISER_PAYMENT_METHODS } from "@/lib/advertiser/types";
import { requireAccountType } from "@/lib/data/access";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type PaymentMethodActionResult = FormResult<"method">;

const paymentMethod = z.enum(ADVERTISER_PAYMENT_METHODS);

/**
 * /advertiser/billing's 'Alterar forma de pagamento': Pix or boleto for the monthly invoice, in the advertiser's
 * own anunciantes row (RLS: only their own). Nothing about a card is asked or kept.
 */
export async function savePaymentMethod(values: unknown): Promise<PaymentMethodActionResult> {
  const user = await requireAccountType("anunciante");
  const t = await getTranslations("advertiserBilling.paymentForm");
  const method = paymentMethod.safeParse((values as { method?: unknown } | null)?.method);
  if (!method.success) return formFailure(t("invalid"), { fieldErrors: { method: t("chooseOne") } });
  try {
    const supabase = await createSupabaseServerClient();
    if (!(await writeAdvertiserAccount(supabase, user.id, { forma_pagamento: method.data }))) {
      return formFailure(t("saveFailed"));
    }
  } catch {
    return formFailure(t("saveFailed"));
  }
  refresh();
  return formSuccess();
}
