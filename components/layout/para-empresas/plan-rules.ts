import type { Plan } from "@/lib/admin/types";
import { LOCALE } from "@/lib/i18n/constants";
import { UNLIMITED } from "@/lib/plans/usage";

const count = new Intl.NumberFormat(LOCALE);

/** A plan limit as shown on the page: the number in pt-BR, or the 'Ilimitado' label for -1. */
export function formatLimit(value: number, unlimitedLabel: string): string {
  return value === UNLIMITED ? unlimitedLabel : count.format(value);
}

/** The plans a company can sign up for: active company plans, cheapest first (product.md §9 Gratuito, Básico, Premium). */
export function companyPlansForSale(plans: readonly Plan[]): Plan[] {
  return plans
    .filter((plan) => plan.type === "company" && plan.status === "active")
    .toSorted((a, b) => a.price - b.price || a.priority - b.priority);
}
