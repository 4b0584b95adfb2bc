import type { Company, PlanTier, Product } from "@/lib/catalog/types";
import { isListed } from "@/lib/store/visibility";

export const FEATURED_COMPANIES_LIMIT = 8;
export const FEATURED_PRODUCTS_LIMIT = 12;

// Paying plans are showcased first.
const PLAN_RANK: Record<PlanTier, number> = { premium: 0, basic: 1, free: 2 };

/** Listed companies ordered by plan (premium, basic, free), then rating, then name; at most `limit`. */
export function rankFeaturedCompanies(list: Company[], limit = FEATURED_COMPANIES_LIMIT): Company[] {
  return list
    .filter(isListed)
    .sort(
      (a, b) =>
        PLAN_RANK[a.plan] - PLAN_RANK[b.plan] || b.rating - a.rating || a.name.localeCompare(b.name, "pt-BR"),
    )
    .slice(0, limit);
}

/** Featured, available products of listed companies, in catalogue order; at most `limit`. */
export function pickFeaturedProducts(
  list: Product[],
  listedCompanyIds: ReadonlySet<string>,
  limit = FEATURED_PRODUCTS_LIMIT,
): Product[] {
  return list.filter((p) => p.featured && p.available && listedCompanyIds.has(p.companyId)).slice(0, limit);
}
