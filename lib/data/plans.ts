import "server-only";

import { plans } from "@/fixtures/plans";
import type { Plan } from "@/lib/admin/types";

/** product.md §9: company and advertiser plans (-1 means unlimited). Fresh arrays, safe to sort. */
export function getPlans(type?: Plan["type"]): Plan[] {
  return plans.filter((plan) => type === undefined || plan.type === type);
}

export function getPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
