"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";

import { requireAccountType } from "@/lib/data/access";
import { ELIGIBLE_ADS_TAG } from "@/lib/data/ad-slot";
import { getPlan } from "@/lib/data/plans";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { isUuid } from "@/lib/schema/primitives";
import { expireTags } from "@/lib/server/expire-tags";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type ChangePlanResult = FormResult;

/**
 * 'Mudar para este plano' on /advertiser/billing: public.mudar_plano_anunciante moves the advertiser at once (an
 * advertiser plan for sale, the ads in use fitting it) and keeps the change for the statement. The home's ad slot
 * reads the plans' impression limits, so its cached list expires too.
 */
export async function changeAdvertiserPlan(planId: unknown): Promise<ChangePlanResult> {
  await requireAccountType("anunciante");
  const t = await getTranslations("advertiserBilling.changePlan.errors");
  if (!isUuid(planId)) return formFailure(t("unavailable"));
  let answer: { error: { message?: string; details?: string; hint?: string } | null };
  try {
    answer = await (await createSupabaseServerClient()).rpc("mudar_plano_anunciante", { p_plano: planId });
  } catch {
    return formFailure(t("failed"));
  }
  const { error } = answer;
  if (error?.message === "plano_pequeno") {
    const plan = await getPlan(planId);
    return formFailure(
      t("tooSmall", { count: Number(error.details), max: Number(error.hint), name: plan?.name ?? "" }),
    );
  }
  if (error?.message === "plano_indisponivel") return formFailure(t("unavailable"));
  if (error) return formFailure(t("failed"));
  expireTags([ELIGIBLE_ADS_TAG]);
  refresh();
  return formSuccess();
}
