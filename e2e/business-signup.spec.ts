import { expect, test, type Page } from "./support/test";

import { signInAs } from "./support/auth";
import { storeIdNamed, uniqueStore } from "./support/business";
import { hydrated } from "./support/hydration";

// 'Cadastrar Empresa' end to end, with a visitor and an administrator in their own browsers: the new store
// is invisible until approved, then on its page, in the search and in the sitemap at the next request. The
// test deletes its store at the end, so the storefront other specs see is the seeded one.

async function fillSignup(page: Page, store: { name: string; email: string }) {
  // typed only once React owns the form: text typed into the server's fields can be lost
  await hydrated(page.getByRole("button", { name: "Cadastrar Empresa" }));
  await page.getByLabel("Email", { exact: true }).fill(store.email);
  await page.getByLabel("Senha", { exact: true }).fill("senha-da-loja-1");
  await page.getByLabel("Confirmar senha", { exact: true }).fill("senha-da-loja-1");
  await page.getByLabel("Nome da loja", { exact: true }).fill(store.name);
  await page.getByLabel("Telefone", { exact: true }).fill("31 3555 0101");
  await page.getByLabel("CEP", { exact: true }).fill("30130010");
  await page.getByLabel("Endereço (rua e número)", { exact: true }).fill("Avenida Afonso Pena, 1500");
  await page.getByLabel("Bairro", { exact: true }).fill("Centro");
  await page.getByLabel("Cidade", { exact: true }).fill("Belo Horizonte");
  await page.getByLabel("UF", { exact: true }).selectOption("MG");
  await page.getByLabel("Categoria", { exact: true }).selectOption({ label: "Lanches" });
}

test.describe("becoming a store (Cadastrar Empresa) and the admin's decision", () => {
  test("a wrong CEP is refused with its message, keeping what was typed", async ({ page }) => {
    const store = uniqueStore("Loja CEP Errado");
    await page.goto("/para-empresas/cadastro");
    await fillSignup(page, store);
    await page.getByLabel("CEP", { exact: true }).fill("3013");
    await page.getByRole("button", { name: "Cadastrar Empresa" }).click();
    await expect(page.getByText("CEP deve estar no formato 00000-000")).toBeVisible();
    await expect(page.getByLabel("Nome da loja", { exact: true })).toHaveValue(store.name);
    await expect(page.getByLabel("UF", { exact: true })).toHaveValue("MG");
    await expect(page).toHaveURL(/\/para-empresas\/cadastro$/);
  });

  test("a new business signs up, lands on /company, and appears for visitors once the admin approves it", async ({
    browser,
    page: owner,
  }) => {
    test.slow();
    const store = uniqueStore("Lanchonete Recém-Chegada");
    await owner.goto("/para-empresas");
    await owner.getByRole("main").getByRole("link", { name: "Cadastrar Empresa" }).first().click();
    await expect(owner).toHaveURL(/\/para-empresas\/cadastro$/);
    await fillSignup(owner, store);
    await owner.getByRole("button", { name: "Cadastrar Empresa" }).click();
    await owner.waitForURL((url) => url.pathname === "/company");
    const id = await storeIdNamed(store.name);

    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(`/company/${id}`))?.status()).toBe(404);

    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, "admin", "/admin/companies");
    const approve = admin.getByRole("button", { name: `Aprovar ${store.name}` });
    await expect(async () => {
      await admin.getByRole("tab", { name: /^Pendentes/ }).click({ timeout: 1_000 });
      await approve.click({ timeout: 1_000 });
    }).toPass();
    await expect(admin.getByText("Empresa aprovada")).toBeVisible();

    const page = await visitor.goto(`/company/${id}`);
    expect(page?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1, name: store.name })).toBeVisible();
    await visitor.goto(`/?q=${encodeURIComponent(store.name)}`);
    const results = visitor.getByRole("region", { name: "Resultados da busca" });
    await expect(results.getByRole("link", { name: store.name })).toBeVisible();
    const sitemap = await visitor.request.get("/sitemap.xml");
    expect(await sitemap.text()).toContain(`/company/${id}</loc>`);

    // the admin removes it again: gone for visitors at the next request
    await admin.reload();
    const remove = admin.getByRole("button", { name: `Excluir ${store.name}` });
    await expect(async () => {
      await admin.getByRole("tab", { name: /^Aprovadas/ }).click({ timeout: 1_000 });
      await expect(remove).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await remove.click();
    const confirm = admin.getByRole("alertdialog", { name: "Tem certeza que deseja excluir esta empresa?" });
    await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
    await expect(admin.getByText("Empresa excluída")).toBeVisible();
    expect((await visitor.goto(`/company/${id}`))?.status()).toBe(404);
  });
});
