import { expect, test, type Page } from "./support/test";

import { signInAs } from "./support/auth";

const sidebar = (page: Page) =>
  page.getByRole("complementary").getByRole("navigation", { name: "Menu da área" });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Menu da área" });

test.describe("admin layout on desktop (product.md §2)", () => {
  test("the sidebar collapses to icons and stays collapsed across navigation and reloads", async ({
    page,
  }) => {
    await signInAs(page, "admin", "/admin");
    await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const collapse = page.getByRole("button", { name: "Recolher menu" });
    const expand = page.getByRole("button", { name: "Expandir menu" });
    await expect(async () => {
      await collapse.click();
      await expect(expand).toBeVisible({ timeout: 1_000 });
    }).toPass();

    // the links keep their names (icons only, label for screen readers and as a tooltip)
    await sidebar(page).getByRole("link", { name: "Categorias" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(sidebar(page).getByRole("link", { name: "Categorias" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(expand).toHaveAttribute("aria-expanded", "false");

    await page.reload();
    await expect(expand).toBeVisible();
    await page.goto("/admin/change-password");
    await expect(expand).toBeVisible();
    await expand.click();
    await expect(collapse).toHaveAttribute("aria-expanded", "true");
  });

  test("offers 'Voltar ao Home' and 'Sair'", async ({ page }) => {
    await signInAs(page, "admin", "/admin/categories");
    await expect(sidebar(page).getByRole("link", { name: "Voltar ao Home" })).toHaveAttribute("href", "/");
    await expect(sidebar(page).getByRole("button", { name: "Sair" })).toBeVisible();
  });
});

test.describe("admin layout on a phone (product.md §2, 9: swipe threshold 50 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  async function touchSwipe(page: Page, fromX: number, toX: number) {
    await page.evaluate(
      ([x0, x1]) => {
        const touch = (x: number) =>
          new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 420 });
        const init = (x: number) => ({ touches: [touch(x)], changedTouches: [touch(x)], bubbles: true });
        document.body.dispatchEvent(new TouchEvent("touchstart", init(x0!)));
        document.body.dispatchEvent(new TouchEvent("touchend", { ...init(x1!), touches: [] }));
      },
      [fromX, toX],
    );
  }

  /** Pointer events on `selector` (the drawer itself when closing, so it is no click outside it). */
  async function pointerSwipe(page: Page, fromX: number, toX: number, selector = "body") {
    await page.evaluate(
      ([x0, x1, target]) => {
        const init = (x: number) => ({
          pointerId: 3,
          pointerType: "touch",
          isPrimary: true,
          button: 0,
          clientX: x,
          clientY: 420,
          bubbles: true,
        });
        const element = document.querySelector(target as string) ?? document.body;
        element.dispatchEvent(new PointerEvent("pointerdown", init(x0 as number)));
        element.dispatchEvent(new PointerEvent("pointerup", init(x1 as number)));
      },
      [fromX, toX, selector] as const,
    );
  }

  test("a right swipe past 50 px opens the sidebar and a left swipe closes it, by touch and by pointer", async ({
    page,
  }) => {
    await signInAs(page, "admin", "/admin/categories");
    // the listeners attach on hydration: repeat the first swipe until the page is interactive
    await expect(async () => {
      await touchSwipe(page, 16, 200);
      await expect(drawer(page)).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(drawer(page).getByRole("link", { name: "Categorias" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(drawer(page).getByRole("link", { name: "Voltar ao Home" })).toBeVisible();
    await expect(drawer(page).getByRole("button", { name: "Sair" })).toBeVisible();
    await touchSwipe(page, 300, 80);
    await expect(drawer(page)).toHaveCount(0);

    await pointerSwipe(page, 16, 40); // 24 px: under the threshold
    await expect(drawer(page)).toHaveCount(0);
    await pointerSwipe(page, 16, 180);
    await expect(drawer(page)).toBeVisible();
    await pointerSwipe(page, 260, 100, "[role=dialog]");
    await expect(drawer(page)).toHaveCount(0);
  });

  test("a visible menu button opens it and never covers the page's content", async ({ page }) => {
    await signInAs(page, "admin", "/admin");
    const button = page.getByRole("button", { name: "Abrir menu lateral" });
    const heading = page.getByRole("heading", { level: 1, name: "Dashboard" });
    await expect(button).toBeVisible();
    const [buttonBox, headingBox] = [await button.boundingBox(), await heading.boundingBox()];
    expect(buttonBox && headingBox && buttonBox.y + buttonBox.height <= headingBox.y).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // in the flow, not fixed: scrolled away with the page instead of floating over it
    await expect(button).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(async () => {
      await button.click();
      await expect(drawer(page)).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await drawer(page).getByRole("link", { name: "Categorias" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(drawer(page)).toHaveCount(0);
  });
});
