import { join } from "node:path";

import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { orders } from "../fixtures/orders";
import { signInAs } from "./support/auth";
import { removeTestOrdersAfterEachTest } from "./support/orders";
import { SHOT_SIZES, shoot, shotsDir } from "./support/shots";
import { openStoresDuringEachTest } from "./support/stores";

// Screenshots of the courier's screens for a person to look at, at two phones' widths and a laptop's. Not a test
// of the suite (the name ends in .shots.ts): `npm run shots` after `npm run build` writes them to E2E_SHOTS_DIR
// or test-results/courier-shots (playwright.shots.config.ts). The seed gives the demo courier two ready
// deliveries, one on the way and two delivered today.
const SIZES = [{ name: "360", width: 360, height: 740 }, ...SHOT_SIZES] as const;

const onTheWay = orders.find((o) => o.companyId === DEMO_COMPANY_ID && o.status === "on_way")!;

const shot = (page: Page, name: string, size: (typeof SIZES)[number]) =>
  shoot(page, shotsDir("courier-shots"), name, size);

test.describe("screenshots of the courier's screens (issue 22)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  for (const size of SIZES) {
    test(`at ${size.name} px`, async ({ page, browser }) => {
      test.slow();
      await page.setViewportSize(size);
      await signInAs(page, "entregador");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      await shot(page, "courier-company", size);
      await page.goto("/entregador");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      await shot(page, "courier-entregador", size);
      // the first screen a courier sees, before scrolling: what they carry and the day's figures
      await page.screenshot({
        path: join(shotsDir("courier-shots"), `courier-first-screen-${size.name}.png`),
      });

      const owner = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        locale: "pt-BR",
        timezoneId: "America/Sao_Paulo",
        viewport: size,
      });
      const ownerPage = await owner.newPage();
      try {
        await signInAs(ownerPage, "empresa", `/company/order/${onTheWay.id}`);
        await expect(ownerPage.getByRole("region", { name: "Pedido em rota" })).toBeVisible();
        await shot(ownerPage, "owner-order-on-way", size);
      } finally {
        await owner.close();
      }
    });
  }
});
