/** product.md §3/9: a plan limit of -1 means unlimited. */
export const UNLIMITED = -1;

export type PlanUsage =
  | { unlimited: true; used: number }
  | { unlimited: false; used: number; limit: number; percent: number; remaining: number; atLimit: boolean };

/** How much of a plan limit is used; the percentage is the rounded share (product.md §9), capped at 100. */
export function planUsage(used: number, limit: number): PlanUsage {
  if (limit === UNLIMITED) return { unlimited: true, used };
  const safeLimit = Math.max(0, limit);
  const percent = safeLimit === 0 ? 100 : Math.min(100, Math.round((used / safeLimit) * 100));
  return {
    unlimited: false,
    used,
    limit: safeLimit,
    percent,
    remaining: Math.max(0, safeLimit - used),
    atLimit: used >= safeLimit,
  };
}
