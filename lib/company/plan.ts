import type { Plan } from "@/lib/admin/types";
import type { PlanTier } from "@/lib/catalog/types";

// product.md §9: Gratuito, Básico and Premium carry priority 1, 2 and 3.
const TIER_PRIORITY: Record<PlanTier, Plan["priority"]> = { free: 1, basic: 2, premium: 3 };

/** The company plan (product.md §9) behind a company's plan tier (product.md §3 Company.plan); undefined if none matches. */
export function companyPlanFor(tier: PlanTier, plans: readonly Plan[]): Plan | undefined {
  return plans.find((plan) => plan.type === "company" && plan.priority === TIER_PRIORITY[tier]);
}
