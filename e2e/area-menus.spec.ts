import { AREA_NAV, type Area } from "../lib/nav";
import { signInAs } from "./support/auth";
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

// Every link of every area menu (product.md §2 route table, product.md D11): a real screen, never the 404 page.
const ACCOUNT: Record<Area, "cliente" | "empresa" | "entregador" | "anunciante" | "admin"> = {
  customer: "cliente",
  company: "empresa",
  courier: "entregador",
  advertiser: "anunciante",
  admin: "admin",
};

for (const area of Object.keys(AREA_NAV) as Area[]) {
  test(`every link of the ${area} menu answers 200 with its screen's heading and passes axe`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, ACCOUNT[area]);
    for (const link of AREA_NAV[area]) {
      const response = await page.goto(link.href);
      expect(response?.status(), link.href).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${link.href}$`));
      await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, page.url(), "all");
    }
  });
}
