import type { Plan } from "@/lib/admin/types";
import { UNLIMITED } from "@/lib/plans/usage";

/** product.md §2 Planos: the type filter (Todos, Empresas, Anunciantes). */
export const PLAN_FILTERS = ["all", "company", "advertiser"] as const;
export type PlanFilter = (typeof PLAN_FILTERS)[number];

/** Plans of the chosen type, company plans first, each type by priority (1 to 3), then price. */
export function filterPlans(plans: readonly Plan[], filter: PlanFilter): Plan[] {
  const typeRank = (plan: Plan) => (plan.type === "company" ? 0 : 1);
  return plans
    .filter((plan) => filter === "all" || plan.type === filter)
    .sort((a, b) => typeRank(a) - typeRank(b) || a.priority - b.priority || a.price - b.price);
}

export type PlanLimitKey = "products" | "images" | "ads" | "impressions";
/** One limit of a card; product.md §3/9: -1 reads 'Ilimitado'. */
export type PlanLimit = { key: PlanLimitKey; unlimited: boolean; value: number };

const limit = (key: PlanLimitKey, value: number): PlanLimit => ({
  key,
  unlimited: value === UNLIMITED,
  value,
});

/** Company plans limit products and images; advertiser plans limit ads, impressions and images. */
export function planLimits(plan: Plan): PlanLimit[] {
  if (plan.type === "company") {
    return [limit("products", plan.maxProducts), limit("images", plan.maxImages)];
  }
  return [
    limit("ads", plan.maxAds ?? 0),
    limit("impressions", plan.maxImpressions ?? 0),
    limit("images", plan.maxImages),
  ];
}

/** The summary above the cards: per type, how many plans exist and how many are for sale (the same list). */
export type PlanSummary = Record<Plan["type"], { total: number; active: number }>;

export function planSummary(plans: readonly Plan[]): PlanSummary {
  const summary: PlanSummary = { company: { total: 0, active: 0 }, advertiser: { total: 0, active: 0 } };
  for (const plan of plans) {
    summary[plan.type].total += 1;
    if (plan.status === "active") summary[plan.type].active += 1;
  }
  return summary;
}

/** Ativar / Desativar shown at once while the server action runs (useOptimistic). */
export type OptimisticPlanChange = { id: string; status: Plan["status"] };

export function applyPlanChange(plans: readonly Plan[], change: OptimisticPlanChange): Plan[] {
  return plans.map((plan) => (plan.id === change.id ? { ...plan, status: change.status } : plan));
}
