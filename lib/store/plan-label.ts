import type { PlanTier } from "@/lib/catalog/types";

/**
 * product.md §2/9: plan labels Premium, Básico, Gratuito. Maps a plan tier to its message key in the `plans`
 * namespace and the badge look, so every screen labels plans the same way:
 * with `useTranslations("plans")` or `getTranslations("plans")`, render `t(planLabelKey(tier))`.
 */

const planLabels = {
  premium: { key: "premium", variant: "default" },
  basic: { key: "basic", variant: "secondary" },
  free: { key: "free", variant: "outline" },
} as const satisfies Record<PlanTier, { key: string; variant: "default" | "secondary" | "outline" }>;

export type PlanLabelKey = (typeof planLabels)[PlanTier]["key"];

export function planLabelKey(tier: PlanTier): PlanLabelKey {
  return planLabels[tier].key;
}

export function planBadgeVariant(tier: PlanTier): "default" | "secondary" | "outline" {
  return planLabels[tier].variant;
}
