import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { orders } from "../fixtures/orders";
import { signInAs } from "./support/auth";
import { removeTestOrdersAfterEachTest } from "./support/orders";
import { openStoresDuringEachTest } from "./support/stores";

// Screenshots of the courier's screens for a person to look at, at two phones' widths and a laptop's. Not a test
// of the suite (the name ends in .shots.ts): `npm run shots` after `npm run build` writes them to E2E_SHOTS_DIR
// or test-results/courier-shots (playwright.shots.config.ts). The seed gives the demo courier two ready
// deliveries, one on the way and two delivered today.
const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? join("test-results", "courier-shots");
const SIZES = [
  { name: "360", width: 360, height: 740 },
  { name: "390", width: 390, height: 844 },
  { name: "1280", width: 1280, height: 800 },
] as const;

const onTheWay = orders.find((o) => o.companyId === DEMO_COMPANY_ID && o.status === "on_way")!;

async function shoot(page: Page, name: string, size: (typeof SIZES)[number]): Promise<void> {
  // let the toasts go: they cover what the screenshot is about
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}-${size.name}.png`), fullPage: true });
}

test.describe("screenshots of the courier's screens (issue 22)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  for (const size of SIZES) {
    test(`at ${size.name} px`, async ({ page, browser }) => {
      test.slow();
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.setViewportSize(size);
      await signInAs(page, "entregador");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      await shoot(page, "courier-company", size);
      await page.goto("/entregador");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      await shoot(page, "courier-entregador", size);
      // the first screen a courier sees, before scrolling: what they carry and the day's figures
      await page.screenshot({ path: join(SHOTS_DIR, `courier-first-screen-${size.name}.png`) });

      const owner = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        locale: "pt-BR",
        timezoneId: "America/Sao_Paulo",
        viewport: size,
      });
      const ownerPage = await owner.newPage();
      try {
        await signInAs(ownerPage, "empresa");
        await ownerPage.goto(`/company/order/${onTheWay.id}`);
        await expect(ownerPage.getByRole("region", { name: "Pedido em rota" })).toBeVisible();
        await shoot(ownerPage, "owner-order-on-way", size);
      } finally {
        await owner.close();
      }
    });
  }
});
