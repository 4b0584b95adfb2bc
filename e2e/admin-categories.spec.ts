import { expect, test, type Locator, type Page } from "./support/test";

import { CATEGORY_IDS } from "../fixtures/ids";
import { signInAs } from "./support/auth";

// The e2e database is shared by the whole suite: every change made here is undone before the test ends.

const table = (page: Page) => page.getByRole("table", { name: "Categorias" });
const row = (page: Page, name: string) => table(page).getByRole("row", { name: new RegExp(name) });
const strip = (page: Page) => page.getByRole("navigation", { name: "Categorias" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Client controls work once hydrated: repeat the click until what it does is visible. */
async function clickUntil(target: Locator, done: Locator) {
  await expect(async () => {
    await target.click();
    await expect(done).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

async function openCategories(page: Page) {
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Gestão de Categorias" })).toBeVisible();
}

/** Puts Pizzaria back as the seed has it (active, not featured), through the admin screen. */
async function restorePizzaria(page: Page) {
  await openCategories(page);
  const pizzaria = row(page, "Pizzaria");
  const activate = pizzaria.getByRole("button", { name: "Ativar Pizzaria" });
  // The switch and the button change at once (optimistic); the toast says the database has the change,
  // and only then may the page reload (a reload in between would drop the server action).
  if (await activate.isVisible()) {
    await clickUntil(activate, pizzaria.getByRole("button", { name: "Desativar Pizzaria" }));
    await expect(toast(page, "Categoria Pizzaria ativada")).toBeVisible();
  }
  const featured = pizzaria.getByRole("switch", { name: "Destaque: Pizzaria" });
  if ((await featured.getAttribute("aria-checked")) === "true") {
    await expect(async () => {
      await featured.click();
      await expect(featured).toHaveAttribute("aria-checked", "false", { timeout: 1_000 });
    }).toPass();
    await expect(toast(page, "Categoria Pizzaria fora dos destaques")).toBeVisible();
  }
  await page.reload();
  await expect(pizzaria.getByText("Ativa", { exact: true })).toBeVisible();
  await expect(featured).toHaveAttribute("aria-checked", "false");
}

test.describe("admin categories over the categorias table (product.md §2, 4)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin", null);
  });

  test("shows the counters, searches accent-free and filters by status", async ({ page }) => {
    await openCategories(page);
    const rows = table(page).getByRole("row");
    const total = page.getByText("Total de categorias").locator("xpath=following-sibling::dd[1]");
    await expect(total).toHaveText(String((await rows.count()) - 1));
    await expect(table(page).getByRole("columnheader")).toHaveText([
      "Ícone",
      "Nome",
      "Descrição",
      "Slug",
      "Qtd",
      "Status",
      "Destaque",
      "Ações",
    ]);
    const search = page.getByPlaceholder("Buscar categorias...");
    await expect(async () => {
      await search.fill("farmacia");
      await expect(rows).toHaveCount(2, { timeout: 1_000 });
    }).toPass();
    await expect(row(page, "Farmácia")).toBeVisible();
    await search.fill("");
    await page.getByRole("button", { name: "Inativas" }).click();
    await expect(row(page, "Limpeza")).toBeVisible();
    await expect(row(page, "Farmácia")).toHaveCount(0);
  });

  test("'Desativar' writes the row and the category leaves the home strip and its filter, then comes back", async ({
    page,
  }) => {
    test.slow(); // admin, storefront and admin again, then the restore
    try {
      await openCategories(page);
      const pizzaria = row(page, "Pizzaria");
      await clickUntil(
        pizzaria.getByRole("button", { name: "Desativar Pizzaria" }),
        pizzaria.getByRole("button", { name: "Ativar Pizzaria" }),
      );
      await expect(toast(page, "Categoria Pizzaria desativada")).toBeVisible();
      await expect(pizzaria.getByText("Inativa", { exact: true })).toBeVisible();

      // the next storefront request already reads the change (updateTag, no timer)
      await page.goto("/");
      await expect(strip(page).getByRole("link", { name: "Farmácia" })).toBeVisible();
      await expect(strip(page).getByRole("link", { name: "Pizzaria" })).toHaveCount(0);
      await page.goto(`/?categoria=${CATEGORY_IDS.pizzaria}`);
      await expect(strip(page).getByRole("link", { name: "Todos" })).toHaveAttribute("aria-current", "true");
      await expect(page.getByText("Categoria: Pizzaria.")).toHaveCount(0);

      // the admin reads it back from the database
      await openCategories(page);
      await expect(row(page, "Pizzaria").getByText("Inativa", { exact: true })).toBeVisible();
    } finally {
      await restorePizzaria(page);
    }
    await page.goto("/");
    await expect(strip(page).getByRole("link", { name: "Pizzaria" })).toBeVisible();
  });

  test("'Destaque' toggles both ways and survives a reload", async ({ page }) => {
    try {
      await openCategories(page);
      const featured = row(page, "Pizzaria").getByRole("switch", { name: "Destaque: Pizzaria" });
      await expect(featured).toHaveAttribute("aria-checked", "false");
      await expect(async () => {
        await featured.click();
        await expect(featured).toHaveAttribute("aria-checked", "true", { timeout: 1_000 });
      }).toPass();
      await expect(toast(page, "Categoria Pizzaria em destaque")).toBeVisible();
      await page.reload();
      await expect(featured).toHaveAttribute("aria-checked", "true");
    } finally {
      await restorePizzaria(page);
    }
  });

  test("creates, edits (refusing a duplicate slug) and deletes a category; the home strip follows", async ({
    page,
  }) => {
    test.slow(); // the whole journey, with storefront checks in between
    const suffix = Date.now().toString(36);
    const name = `Papelaria ${suffix}`;
    const dialog = page.getByRole("dialog");
    try {
      await openCategories(page);
      await clickUntil(page.getByRole("button", { name: "Nova Categoria" }), dialog);
      await dialog.getByRole("button", { name: "Criar categoria" }).click();
      await expect(dialog.getByText("Informe o nome da categoria.")).toBeVisible();
      await dialog.getByLabel("Nome *").fill(name);
      await expect(dialog.getByLabel("Slug *")).toHaveValue(`papelaria-${suffix}`);
      await dialog.getByLabel("Descrição").fill("Cadernos, canetas e material escolar.");
      await dialog.getByLabel("Caminho da imagem").fill("/images/categorias/mercado.webp");
      await dialog.getByRole("button", { name: "Criar categoria" }).click();
      await expect(toast(page, `Categoria ${name} criada`)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(row(page, name)).toBeVisible();

      await page.goto("/");
      await expect(strip(page).getByRole("link", { name })).toBeVisible();

      await openCategories(page);
      await clickUntil(row(page, name).getByRole("button", { name: `Editar ${name}` }), dialog);
      await dialog.getByLabel("Slug *").fill("farmacia");
      await dialog.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(dialog.getByText("Já existe uma categoria com este slug. Escolha outro.")).toBeVisible();
      await dialog.getByLabel("Slug *").fill(`papelaria-${suffix}`);
      await dialog.getByLabel("Nome *").fill(`${name} e Presentes`);
      await dialog.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(toast(page, `Categoria ${name} e Presentes atualizada`)).toBeVisible();
      await expect(row(page, `${name} e Presentes`)).toBeVisible();

      const renamed = `${name} e Presentes`;
      await row(page, renamed)
        .getByRole("button", { name: `Excluir ${renamed}` })
        .click();
      const confirm = page.getByRole("alertdialog", { name: `Excluir a categoria ${renamed}?` });
      await confirm.getByRole("button", { name: "Excluir" }).click();
      await expect(toast(page, `Categoria ${renamed} excluída`)).toBeVisible();
      await expect(row(page, renamed)).toHaveCount(0);
      await page.goto("/");
      await expect(strip(page).getByRole("link", { name: renamed })).toHaveCount(0);
    } finally {
      // a failed run must not leave its category on the shared database
      await openCategories(page);
      const leftover = table(page).getByRole("row", { name: new RegExp(`Papelaria ${suffix}`) });
      if ((await leftover.count()) > 0) {
        await leftover.getByRole("button", { name: /^Excluir/ }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
        await expect(leftover).toHaveCount(0);
      }
    }
  });

  test("on a phone (375 px) the categories are cards, not a table", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openCategories(page);
    await expect(table(page)).toBeHidden();
    const cards = page.getByRole("list", { name: "Categorias" });
    await expect(cards.getByRole("heading", { name: "Farmácia" })).toBeVisible();
    await expect(cards.getByRole("button", { name: "Desativar Farmácia" })).toBeVisible();
  });
});
