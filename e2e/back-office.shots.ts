import { join } from "node:path";

import { expect, test, type Page } from "./support/test";

import { signInAs } from "./support/auth";
import { SHOT_SIZES, shotsDir } from "./support/shots";

// Screenshots of issue 23's screens for a person to look at, at a phone's and a laptop's width: plans, the theme
// editor, the advertiser's campaigns and ads, the home's ad, the reports. `npm run shots` after `npm run build`.

const PAGES: { who: "superadmin" | "anunciante" | "empresa" | null; path: string; name: string }[] = [
  { who: null, path: "/", name: "home-ad" },
  { who: "superadmin", path: "/admin", name: "admin-dashboard" },
  { who: "superadmin", path: "/admin/plans", name: "admin-plans" },
  { who: "superadmin", path: "/admin/layout", name: "admin-theme" },
  { who: "superadmin", path: "/admin/reports", name: "admin-reports" },
  { who: "anunciante", path: "/advertiser", name: "advertiser-dashboard" },
  { who: "anunciante", path: "/advertiser/campaigns", name: "advertiser-campaigns" },
  { who: "anunciante", path: "/advertiser/ads", name: "advertiser-ads" },
  { who: "anunciante", path: "/advertiser/billing", name: "advertiser-billing" },
  { who: "empresa", path: "/company/relatorios", name: "company-reports" },
];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("screenshots of the back office (issue 23)", () => {
  for (const size of SHOT_SIZES) {
    test(`at ${size.name} px`, async ({ page }) => {
      test.setTimeout(180_000);
      const dir = shotsDir("back-office-shots");
      await page.setViewportSize({ width: size.width, height: size.height });
      let signedInAs: string | null = null;
      for (const { who, path, name } of PAGES) {
        if (who && who !== signedInAs) {
          await page.context().clearCookies();
          await signInAs(page, who);
          signedInAs = who;
        }
        await open(page, path);
        await page.screenshot({ path: join(dir, `${name}-${size.name}.png`), fullPage: name !== "home-ad" });
      }
    });
  }
});
