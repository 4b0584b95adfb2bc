import { expect, test, type Locator, type Page } from "./support/test";

import { MODERATOR_EMAIL } from "../fixtures/admin-team";
import { CATEGORY_IDS, DEMO_USER_IDS } from "../fixtures/ids";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../supabase/embedded/keys";
import { DEMO_PASSWORD, signInAs, signInWithPassword } from "./support/auth";
import { accessToken, adminRest, BACKEND } from "./support/backend";
import { OUTBOX } from "./support/outbox";

// Issue 25: the team lives in the database and permissions decide, in the screens, the Data API and Auth.
// The e2e database is shared by the whole suite: every administrator this spec adds it removes again.

const main = (page: Page) => page.getByRole("main");

/** Client controls work once hydrated: repeat the click until what it does is visible. */
async function clickUntil(target: Locator, done: Locator) {
  await expect(async () => {
    if (!(await done.isVisible())) await target.click({ timeout: 1_000 });
    await expect(done).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** A Data API or Auth request as `token` (a person's, or the secret key). */
async function request(
  path: string,
  init: { method: string; token: string; apikey?: string; body?: unknown },
) {
  return fetch(`${BACKEND}${path}`, {
    method: init.method,
    headers: {
      apikey: init.apikey ?? LOCAL_PUBLISHABLE_KEY,
      Authorization: `Bearer ${init.token}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

test.describe("a moderator (moderador@vitrine.example, the Moderador preset)", () => {
  test("is refused a category delete in the screen, disabled with the reason, and through the Data API", async ({
    page,
  }) => {
    await signInWithPassword(page, MODERATOR_EMAIL, DEMO_PASSWORD);
    await page.goto("/admin/categories");
    await expect(main(page).getByRole("heading", { level: 1, name: "Gestão de Categorias" })).toBeVisible();
    const row = main(page)
      .getByRole("table", { name: "Categorias" })
      .getByRole("row", { name: /Pizzaria/ });
    const remove = row.getByRole("button", { name: "Excluir Pizzaria" });
    await expect(remove).toHaveAttribute("aria-disabled", "true");
    await expect(remove).toHaveAccessibleDescription("Seu perfil não permite excluir categorias.");
    // the notice above the list says it once in plain words
    await expect(
      main(page).getByRole("listitem").filter({ hasText: "Seu perfil não permite excluir categorias." }),
    ).toBeVisible();
    await remove.click({ force: true });
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    // the same request by hand, with the moderator's own token: the database answers "nothing deleted"
    const { token } = await accessToken(MODERATOR_EMAIL, DEMO_PASSWORD);
    const response = await request(`/rest/v1/categorias?id=eq.${CATEGORY_IDS.pizzaria}`, {
      method: "DELETE",
      token,
    });
    expect(response.ok).toBe(true);
    expect(await response.json()).toEqual([]);
    const plan = await request("/rest/v1/planos", {
      method: "POST",
      token,
      body: {
        tipo: "anunciante",
        nome: "Plano do Moderador",
        descricao: "Não deveria existir.",
        preco: 1,
        recursos: ["Nada"],
        max_produtos: 0,
        max_imagens: 1,
        max_anuncios: 1,
        max_impressoes: 1,
        prioridade: 1,
        suporte: "basico",
        cor: "#123456",
      },
    });
    expect(plan.ok).toBe(false);
    expect(await adminRest(`categorias?id=eq.${CATEGORY_IDS.pizzaria}&select=id`)).toHaveLength(1);
  });

  test("is told the team is not theirs to see", async ({ page }) => {
    await signInWithPassword(page, MODERATOR_EMAIL, DEMO_PASSWORD);
    await page.goto("/admin/users");
    await expect(main(page).getByRole("heading", { name: "Sem acesso à equipe" })).toBeVisible();
    await expect(main(page).getByText("Seu perfil não permite ver administradores.")).toBeVisible();
  });
});

test.describe("a superadmin cannot be deleted through any request", () => {
  test("not through Auth's admin API, the Data API with the secret key, a session, nor the screen", async ({
    page,
  }) => {
    const superadmin = DEMO_USER_IDS.superadmin;
    const auth = await request(`/auth/v1/admin/users/${superadmin}`, {
      method: "DELETE",
      token: LOCAL_SECRET_KEY,
      apikey: LOCAL_SECRET_KEY,
    });
    expect(auth.ok).toBe(false);
    for (const table of ["administradores", "perfis"]) {
      const response = await request(`/rest/v1/${table}?user_id=eq.${superadmin}`, {
        method: "DELETE",
        token: LOCAL_SECRET_KEY,
        apikey: LOCAL_SECRET_KEY,
      });
      expect(response.ok, table).toBe(false);
    }
    const own = await accessToken("superadmin@vitrine.example", DEMO_PASSWORD);
    const self = await request(`/rest/v1/administradores?user_id=eq.${superadmin}`, {
      method: "DELETE",
      token: own.token,
    });
    expect(self.ok).toBe(false);
    expect(await adminRest(`administradores?user_id=eq.${superadmin}&select=papel`)).toEqual([
      { papel: "superadmin" },
    ]);

    await signInAs(page, "superadmin", "/admin/users");
    const card = main(page).getByRole("listitem").filter({ hasText: "superadmin@vitrine.example" });
    await expect(card.getByText("Super Admin não pode ser excluído")).toBeVisible();
    await expect(card.getByRole("button", { name: /Excluir/ })).toHaveCount(0);
  });
});

test.describe("'Novo Administrador' (superadmin@)", () => {
  test("creates the account on the server, e-mails the invitation, then Senha and Excluir work", async ({
    page,
  }) => {
    test.slow();
    const email = `convite.${Date.now()}@vitrine.example`;
    try {
      await signInAs(page, "superadmin", "/admin/users/new");
      const role = page.getByRole("combobox", { name: "Papel" });
      await clickUntil(role, page.getByRole("option", { name: "Admin", exact: true }));
      await page.getByRole("option", { name: "Admin", exact: true }).click();
      await expect(page.getByRole("checkbox", { name: "Empresas: Aprovar" })).toBeChecked();
      await page.getByLabel("Nome", { exact: true }).fill("Bruna Alves");
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Criar administrador" }).click();
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByText("Administrador criado")).toBeVisible();
      const card = main(page).getByRole("listitem").filter({ hasText: email });
      await expect(card.getByText("Admin", { exact: true })).toBeVisible();

      // the invitation, read through the outbox's Mailpit API
      await expect
        .poll(async () => {
          const response = await fetch(`${OUTBOX}/api/v1/messages`);
          const { messages } = (await response.json()) as {
            messages: { Subject: string; To: { Address: string }[] }[];
          };
          return messages.find((message) => message.To.some((to) => to.Address === email))?.Subject;
        })
        .toBe("Vitrine: você recebeu um convite");

      // 'Senha': a reset e-mail, not a typed password
      await card.getByRole("link", { name: "Redefinir a senha de Bruna Alves" }).click();
      await clickUntil(
        page.getByRole("button", { name: "Enviar e-mail de redefinição" }),
        page.getByText("E-mail enviado"),
      );
      await expect(page).toHaveURL(/\/admin\/users$/);

      const confirm = page.getByRole("alertdialog", {
        name: "Tem certeza que deseja excluir este administrador?",
      });
      await clickUntil(card.getByRole("button", { name: "Excluir Bruna Alves" }), confirm);
      await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
      await expect(page.getByText("Administrador excluído")).toBeVisible();
      await expect(main(page).getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
    } finally {
      // a failed run must not leave its administrator on the shared database
      const left = await adminRest<{ user_id: string }[]>(`perfis?email=eq.${email}&select=user_id`);
      for (const { user_id } of left) {
        await request(`/auth/v1/admin/users/${user_id}`, {
          method: "DELETE",
          token: LOCAL_SECRET_KEY,
          apikey: LOCAL_SECRET_KEY,
        });
      }
    }
  });
});

test.describe("/admin/users on a phone and on a desktop", () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px every card and its actions fit the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, "admin", "/admin/users");
      await expect(main(page).getByRole("heading", { level: 1, name: "Administradores" })).toBeVisible();
      const cards = main(page).getByRole("listitem");
      await expect(cards.filter({ hasText: MODERATOR_EMAIL })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // admin@ may not delete: the button says why instead of opening the dialog
      await expect(
        cards.filter({ hasText: MODERATOR_EMAIL }).getByRole("button", { name: "Excluir Lucas Ferreira" }),
      ).toHaveAccessibleDescription("Seu perfil não permite excluir administradores.");
      await page.screenshot({ path: test.info().outputPath(`admin-users-${width}.png`), fullPage: true });
    });
  }
});
