import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { expect, type Page } from "@playwright/test";

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

/**
 * A full-page screenshot `<name>-<size>.png` in `dir`, once the toasts are gone (they cover what it is about). The
 * blocks under the first screen (`below-fold`, app/globals.css) are drawn only near the viewport, so the picture
 * of the whole page asks for them to be drawn.
 */
export async function shoot(page: Page, dir: string, name: string, size: { name: string }): Promise<void> {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({
    path: join(dir, `${name}-${size.name}.png`),
    fullPage: true,
    style: ".below-fold { content-visibility: visible !important; }",
  });
}
