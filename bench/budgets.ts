/**
 * One fail-on-miss mechanism for `npm run bench`: every bench calls `check(name, value, limit)` for a budget,
 * misses are collected, and bench/run.ts prints them and exits 1 at the end (after every table is printed).
 */

export type Budget = {
  name: string;
  value: number;
  limit: number;
  /** "max": value must be ≤ limit (times, ratios, bytes); "min": value must be ≥ limit (scores). */
  kind: "max" | "min";
  ok: boolean;
};

const budgets: Budget[] = [];

/** Pure rule: does `value` meet `limit`? NaN (a figure that could not be measured) is a miss. */
export function meets(value: number, limit: number, kind: "max" | "min" = "max"): boolean {
  if (!Number.isFinite(value)) return false;
  return kind === "max" ? value <= limit : value >= limit;
}

/** Records a budget and returns whether it was met; a miss makes `npm run bench` exit non-zero. */
export function check(name: string, value: number, limit: number, kind: "max" | "min" = "max"): boolean {
  const ok = meets(value, limit, kind);
  budgets.push({ name, value, limit, kind, ok });
  return ok;
}

/** Every budget checked so far in this process (in order). */
export function checkedBudgets(): readonly Budget[] {
  return budgets;
}

/** The budgets missed so far. */
export function misses(): Budget[] {
  return budgets.filter((budget) => !budget.ok);
}

/** Clears the collected budgets (tests only). */
export function resetBudgets(): void {
  budgets.length = 0;
}

/** Prints the budgets table (Portuguese, like the other bench tables) and returns the number of misses. */
export function reportBudgets(
  log: (line: string) => void = console.log,
  table: (rows: object[]) => void = console.table,
): number {
  if (budgets.length === 0) return 0;
  log("\n## Metas (budgets)");
  table(
    budgets.map((budget) => ({
      meta: budget.name,
      valor: round(budget.value),
      limite: `${budget.kind === "max" ? "≤" : "≥"} ${round(budget.limit)}`,
      resultado: budget.ok ? "ok" : "FALHOU",
    })),
  );
  const missed = misses();
  if (missed.length > 0)
    log(`${missed.length} meta(s) não cumprida(s): ${missed.map((b) => b.name).join("; ")}`);
  return missed.length;
}

function round(value: number): number | string {
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : "não medido";
}
