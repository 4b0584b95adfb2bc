import { mkdirSync } from "node:fs";
import { join } from "node:path";

/** The widths every screenshot file takes: a phone's and a laptop's. */
export const SHOT_SIZES = [
  { name: "390", width: 390, height: 844 },
  { name: "1280", width: 1280, height: 800 },
] as const;

export type ShotSize = (typeof SHOT_SIZES)[number];

/** Where a screenshot file writes (E2E_SHOTS_DIR, else test-results/<name>), created if missing. */
export function shotsDir(name: string): string {
  const dir = process.env.E2E_SHOTS_DIR ?? join("test-results", name);
  mkdirSync(dir, { recursive: true });
  return dir;
}
