import { expect, test, type Page } from "./support/test";

import { LOCAL_SECRET_KEY } from "../supabase/embedded/keys";
import { signInAs } from "./support/auth";
import { adminRest, BACKEND } from "./support/backend";
import { hydrated } from "./support/hydration";
import { confirmLinkFor } from "./support/outbox";

// 'Nova Empresa' registers a store for real: the superadmin fills the owner and the store on /admin/companies, the
// store is approved at once (the superadmin may approve), a visitor opens its page, and the owner, from the
// invitation e-mail, chooses a password and lands in the store's panel. The spec removes what it made.

async function removeStoreAndOwner(email: string) {
  const owners = await adminRest<{ user_id: string }[]>(
    `perfis?email=eq.${encodeURIComponent(email)}&select=user_id`,
  );
  for (const { user_id } of owners) {
    const stores = await adminRest<{ loja_id: string }[]>(
      `membros_loja?user_id=eq.${user_id}&select=loja_id`,
    );
    for (const { loja_id } of stores) await adminRest(`lojas?id=eq.${loja_id}`, { method: "DELETE" });
    await fetch(`${BACKEND}/auth/v1/admin/users/${user_id}`, {
      method: "DELETE",
      headers: { apikey: LOCAL_SECRET_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
    });
  }
}

async function fillNewCompany(page: Page, email: string, storeName: string) {
  await page.goto("/admin/companies");
  const open = page.getByRole("button", { name: "Nova Empresa" });
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Nova Empresa" });
  await dialog.getByLabel("Nome do responsável").fill("Rita Moreira");
  await dialog.getByLabel("E-mail do responsável").fill(email);
  await dialog.getByLabel("Nome da loja").fill(storeName);
  await dialog.getByLabel("Telefone").fill("3133334444");
  await dialog.getByLabel("Categoria").selectOption({ label: "Mercado" });
  await dialog.getByLabel("CEP").fill("30140100");
  await dialog.getByLabel("Endereço (rua e número)").fill("Rua da Bahia, 100");
  await dialog.getByLabel("Bairro").fill("Centro");
  await dialog.getByLabel("Cidade").fill("Belo Horizonte");
  await dialog.getByLabel("UF").selectOption("MG");
  return dialog;
}

test.describe("'Nova Empresa' on /admin/companies", () => {
  test("the superadmin registers a store: it is on the storefront, and its owner sets a password from the invitation", async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = `emporio.${Date.now()}@vitrine.example`;
    const storeName = `Empório da Rita ${Date.now() % 100000}`;
    const owner = await (await browser.newContext()).newPage();
    try {
      await signInAs(page, "superadmin", null);
      const dialog = await fillNewCompany(page, email, storeName);
      // a bad phone is refused under its field, and everything typed stays
      await dialog.getByLabel("Telefone").fill("3333");
      await dialog.getByRole("button", { name: "Cadastrar empresa" }).click();
      await expect(dialog.getByText("Informe o telefone com DDD, por exemplo (31) 3333-4444")).toBeVisible();
      await expect(dialog.getByLabel("Nome da loja")).toHaveValue(storeName);
      await dialog.getByLabel("Telefone").fill("3133334444");
      await dialog.getByRole("button", { name: "Cadastrar empresa" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Empresa ${storeName} cadastrada`)).toBeVisible();
      await expect(page.getByText(`Ela já aparece na vitrine. Enviamos a ${email} o convite`)).toBeVisible();

      const [store] = await adminRest<{ id: string; status: string }[]>(
        `lojas?nome=eq.${encodeURIComponent(storeName)}&select=id,status`,
      );
      expect(store?.status).toBe("aprovada");
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`/company/${store!.id}`);
      await expect(visitor.getByRole("heading", { level: 1, name: storeName })).toBeVisible();
      await visitor.context().close();

      // the owner opens the invitation, chooses a password and lands in the store's panel
      await owner.goto(await confirmLinkFor(email, "invite"));
      await expect(owner).toHaveURL(/\/nova-senha$/);
      const main = owner.getByRole("main");
      const save = main.getByRole("button", { name: "Salvar nova senha" });
      await hydrated(save);
      await main.getByLabel("Nova senha", { exact: true }).fill("emporio-123");
      await main.getByLabel("Confirmar nova senha").fill("emporio-123");
      await save.click();
      await expect(owner).toHaveURL(/\/company$/);
      await expect(owner.getByRole("heading", { level: 1, name: "Painel da Empresa" })).toBeVisible();
      // the store they own, as the sign-up left it, in their settings
      await owner.goto("/company/config");
      await expect(owner.getByRole("main").getByLabel("Nome da loja")).toHaveValue(storeName);
    } finally {
      await owner.context().close();
      await removeStoreAndOwner(email);
    }
  });

  test("the Admin preset sees 'Nova Empresa' but may not use it, and is told why", async ({ page }) => {
    await signInAs(page, "admin", "/admin/companies");
    const button = page.getByRole("button", { name: "Nova Empresa" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAccessibleDescription("Seu perfil não permite cadastrar empresas.");
  });
});
