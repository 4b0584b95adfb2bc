import type { Plan } from "@/lib/admin/types";
import type { PlanTier } from "@/lib/catalog/types";

/** The code lojas.plano keeps for each store plan tier (planos.codigo). */
export const PLANO_CODE: Record<PlanTier, string> = { free: "gratuito", basic: "basico", premium: "premium" };

/** The company plan (product.md §9) behind a company's plan tier (product.md §3 Company.plan); undefined if none matches. */
export function companyPlanFor(tier: PlanTier, plans: readonly Plan[]): Plan | undefined {
  return plans.find((plan) => plan.type === "company" && plan.tier === tier);
}
