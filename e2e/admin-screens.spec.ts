import { readFileSync } from "node:fs";

import { expect, test, type Locator, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

import { MODERATOR_ID } from "../fixtures/admin-team";
import { DEMO_USER_IDS } from "../fixtures/ids";
import { companyApplications } from "../fixtures/admin-companies";
import { formatDate } from "../lib/format";
import { AREA_NAV } from "../lib/nav";
import { periodRange } from "../lib/reports/periods";
import { signInAs } from "./support/auth";
import { adminRest, BACKEND } from "./support/backend";
import { mailsTo } from "./support/outbox";
import { LOCAL_SECRET_KEY } from "../supabase/embedded/keys";
import { signUpBusiness } from "./support/business";

const BOM = [0xef, 0xbb, 0xbf];
// the team of supabase/seed.sql (fixtures/admin-team.ts)
const superadmin = { id: DEMO_USER_IDS.superadmin, name: "Paulo Henrique Martins" };
const moderator = { id: MODERATOR_ID, name: "Lucas Ferreira" };

// product.md §2 route table: the h1 each admin sidebar link opens.
const HEADINGS: Record<string, string> = {
  "/admin": "Dashboard",
  "/admin/companies": "Empresas",
  "/admin/users": "Administradores",
  "/admin/categories": "Gestão de Categorias",
  "/admin/plans": "Planos",
  "/admin/layout": "Layout",
  "/admin/settings": "Configurações",
  "/admin/reports": "Relatórios",
  "/admin/change-password": "Alterar Senha",
};

const main = (page: Page) => page.getByRole("main");
// The reports end today, a São Paulo calendar day (en-CA formats it as YYYY-MM-DD).
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
const rangeText = (period: "month" | "year") => {
  const { start, end } = periodRange(period, today);
  return `De ${formatDate(start)} a ${formatDate(end)}`;
};
const h1 = (page: Page, name: string) => main(page).getByRole("heading", { level: 1, name, exact: true });

/** Client controls work once hydrated: repeat the click until what it does is visible. */
async function clickUntil(target: Locator, done: Locator) {
  await expect(async () => {
    if (!(await done.isVisible())) await target.click({ timeout: 1_000 });
    await expect(done).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** The admin form is hydrated once its role select opens (a submit before that would be a native GET). */
async function waitForAdminForm(page: Page) {
  await clickUntil(page.getByRole("combobox", { name: "Papel" }), page.getByRole("listbox"));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
}

test.describe("admin screens (product.md D10, product.md §2 Admin area)", () => {
  // each test opens its own page
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin", null);
  });

  test("every admin sidebar link answers 200 with its screen", async ({ page }) => {
    for (const { href } of AREA_NAV.admin) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(h1(page, HEADINGS[href] ?? "?"), href).toBeVisible();
    }
  });

  test("Administradores: superadmin has no Excluir; admin@ adds an admin with the Admin preset but may not delete", async ({
    page,
  }) => {
    const email = `bruna.${Date.now()}@vitrine.example`;
    await page.goto("/admin/users");
    await expect(h1(page, "Administradores")).toBeVisible();
    const paulo = main(page).getByRole("listitem").filter({ hasText: superadmin.name });
    await expect(paulo.getByText("Super Admin", { exact: true })).toBeVisible();
    await expect(paulo.getByRole("button", { name: /Excluir/ })).toHaveCount(0);

    await main(page).getByRole("link", { name: "Novo Administrador" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/new$/);
    await expect(h1(page, "Novo Administrador")).toBeVisible();
    const role = page.getByRole("combobox", { name: "Papel" });
    await clickUntil(role, page.getByRole("option", { name: "Admin", exact: true }));
    await page.getByRole("option", { name: "Admin", exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Empresas: Aprovar" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Empresas: Excluir" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Configurações: Editar" })).not.toBeChecked();
    // admin@ grants only what it holds: no plan writes
    await expect(page.getByRole("checkbox", { name: "Planos: Criar" })).toBeDisabled();

    await page.getByLabel("Nome", { exact: true }).fill("Bruna Alves");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Criar administrador" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByText("Administrador criado")).toBeVisible();
    const bruna = main(page).getByRole("listitem").filter({ hasText: email });
    await expect(bruna.getByText("Admin", { exact: true })).toBeVisible();
    // the Admin preset has no users.delete: Excluir says why (e2e/admin-team.spec.ts deletes as superadmin)
    await expect(bruna.getByRole("button", { name: "Excluir Bruna Alves" })).toHaveAccessibleDescription(
      "Seu perfil não permite excluir administradores.",
    );
    const [row] = await adminRest<{ user_id: string }[]>(`perfis?email=eq.${email}&select=user_id`);
    await fetch(`${BACKEND}/auth/v1/admin/users/${row!.user_id}`, {
      method: "DELETE",
      headers: { apikey: LOCAL_SECRET_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
    });
  });

  test("Administradores: the create form refuses a missing name and an invalid e-mail", async ({ page }) => {
    await page.goto("/admin/users/new");
    await waitForAdminForm(page);
    await page.getByLabel("E-mail", { exact: true }).fill("sem-arroba");
    await page.getByRole("button", { name: "Criar administrador" }).click();
    await expect(page.getByText("Nome é obrigatório")).toBeVisible();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/new$/);
  });

  test("Administradores: only a superadmin edits a superadmin; 'Senha' e-mails a reset link", async ({
    page,
  }) => {
    await page.goto(`/admin/users/${superadmin.id}/edit`);
    await expect(
      main(page).getByText("Só um Super Admin pode dar ou alterar o papel Super Admin."),
    ).toBeVisible();

    await page.goto("/admin/users");
    await main(page)
      .getByRole("link", { name: `Redefinir a senha de ${moderator.name}` })
      .click();
    await expect(h1(page, `Redefinir a senha de ${moderator.name}`)).toBeVisible();
    await clickUntil(
      page.getByRole("button", { name: "Enviar e-mail de redefinição" }),
      page.getByText("E-mail enviado"),
    );
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect.poll(async () => (await mailsTo("moderador@vitrine.example")).length).toBeGreaterThan(0);
  });

  // Decisions and deletions are written to lojas and stay: these tests decide and delete stores they
  // signed up themselves (newest first, so on the first page), never the seeded ones other specs read.
  test("Empresas: approve a pending company, details dialog, pagination with reset on tab change", async ({
    page,
  }) => {
    const first = await signUpBusiness("Aprovar Pelo Painel");
    const second = await signUpBusiness("Rejeitar Pelo Painel");
    await page.goto("/admin/companies");
    await expect(h1(page, "Empresas")).toBeVisible();
    const count = async (name: RegExp) =>
      Number((await page.getByRole("tab", { name }).textContent())?.replace(/\D/g, ""));
    const pendingTab = page.getByRole("tab", { name: /^Pendentes/ });
    const pendingBefore = await count(/^Pendentes/);
    await clickUntil(pendingTab, page.getByText(/^Página 1 de \d+$/));

    await page.getByRole("button", { name: `Aprovar ${first.name}` }).click();
    await expect(page.getByText("Empresa aprovada")).toBeVisible();
    await expect(pendingTab).toHaveText(new RegExp(`${pendingBefore - 1}$`));
    // the list the server sends back after the write may open on 'Todas' again: look in Pendentes
    await expect(async () => {
      await pendingTab.click({ timeout: 1_000 });
      await expect(pendingTab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
      await expect(main(page).getByText(first.name, { exact: true })).toHaveCount(0, { timeout: 1_000 });
    }).toPass();

    await page.getByRole("button", { name: `Ver detalhes de ${second.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Detalhes da Empresa" });
    await expect(dialog.getByText("(31) 3555-0101")).toBeVisible();
    await expect(dialog.getByText("Pendente", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: `Rejeitar ${second.name}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Empresa rejeitada")).toBeVisible();
    await expect(pendingTab).toHaveText(new RegExp(`${pendingBefore - 2}$`));

    // written, not kept in the tab: a fresh load shows both decisions
    await page.reload();
    await clickUntil(
      page.getByRole("tab", { name: /^Rejeitadas/ }),
      page.getByText(second.name, { exact: true }),
    );
    await expect(page.getByRole("tab", { name: /^Pendentes/ })).toHaveText(
      new RegExp(`${pendingBefore - 2}$`),
    );

    const pages = Math.ceil((await count(/^Todas/)) / 10);
    await page.getByRole("tab", { name: /^Todas/ }).click();
    await expect(page.getByText(`Página 1 de ${pages}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
    await page.getByRole("button", { name: "Próxima" }).click();
    await expect(page.getByText(`Página 2 de ${pages}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Anterior" })).toBeEnabled();
    await page.getByRole("tab", { name: /^Aprovadas/ }).click();
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();

    // the approved one is on the storefront now: take it away again for the specs that follow
    await page.getByRole("button", { name: `Excluir ${first.name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Tem certeza que deseja excluir esta empresa?" });
    await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
    await expect(page.getByText("Empresa excluída")).toBeVisible();
  });

  test("Empresas: delete asks first; 'Exportar' downloads the tab as a UTF-8 CSV with BOM", async ({
    page,
  }) => {
    const target = await signUpBusiness("Excluir Pelo Painel");
    await page.goto("/admin/companies");
    // hydrated once a tab switch answers (the export runs in the browser)
    await clickUntil(page.getByRole("tab", { name: /^Rejeitadas/ }), page.getByText(/^Página 1 de \d+$/));
    await page.getByRole("tab", { name: /^Todas/ }).click();
    const total = Number((await page.getByRole("tab", { name: /^Todas/ }).textContent())?.replace(/\D/g, ""));
    const downloadEvent = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar" }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^empresas-todas-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe("Empresa;E-mail;Telefone;Local;Status;Plano;Categoria;Cadastro");
    expect(lines).toHaveLength(total + 1);
    expect(lines.join("\n")).toContain("Hortifrúti Santa Efigênia");
    expect(lines.join("\n")).toContain(target.name);

    await page.getByRole("tab", { name: /^Pendentes/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Tem certeza que deseja excluir esta empresa?" });
    await page.getByRole("button", { name: `Excluir ${target.name}` }).click();
    await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
    await expect(page.getByText("Empresa excluída")).toBeVisible();
    await expect(page.getByRole("cell", { name: target.name })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("tab", { name: /^Todas/ })).toHaveText(new RegExp(`${total - 1}$`));
  });

  test("Empresas on a phone (375 px): tapping a row opens the details", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/companies");
    const name = companyApplications[0]!.name;
    await clickUntil(
      page.getByText(name, { exact: true }),
      page.getByRole("dialog", { name: "Detalhes da Empresa" }),
    );
  });

  test("Planos: the type filter shows only that type's cards with the product.md §9 figures", async ({
    page,
  }) => {
    await page.goto("/admin/plans");
    const heading = (name: string) => main(page).getByRole("heading", { level: 2, name, exact: true });
    await expect(heading("Gratuito")).toBeVisible();
    // the filter is hydrated once the click presses it ('Todos' already shows every plan)
    const advertisers = page.getByRole("button", { name: "Anunciantes" });
    await clickUntil(advertisers, page.getByRole("button", { name: "Anunciantes", pressed: true }));
    await expect(heading("Empresarial")).toBeVisible();
    await expect(heading("Anúncio Básico")).toBeVisible();
    await expect(heading("Gratuito")).toHaveCount(0);
    await expect(main(page).getByText("R$ 99,90")).toBeVisible();
    await page.getByRole("button", { name: "Empresas" }).click();
    await expect(heading("Gratuito")).toBeVisible();
    await expect(main(page).getByText("R$ 29,90")).toBeVisible();
    await expect(heading("Empresarial")).toHaveCount(0);
  });

  test("Relatórios: the period changes the days counted; each card's Excel and PDF are files", async ({
    page,
  }) => {
    await page.goto("/admin/reports");
    const range = main(page).getByTestId("report-range");
    await expect(range).toHaveText(rangeText("month"));
    await page.getByRole("link", { name: "Último Ano" }).click();
    await expect(page).toHaveURL(/periodo=ano/);
    await expect(range).toHaveText(rangeText("year"));
    // the seeded orders are counted: the year's gross revenue is on the card
    const revenue = main(page).getByRole("region", { name: "Receita", exact: true });
    const gross = revenue.getByText("Receita bruta", { exact: true }).locator("xpath=following-sibling::dd");
    await expect(gross).not.toHaveText("R$ 0,00");
    // the files themselves are e2e/report-exports.spec.ts's
    const downloadEvent = page.waitForEvent("download");
    await revenue.getByRole("link", { name: "Exportar Receita em Excel" }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(`relatorio-vitrine-receita-ano-${today}.xlsx`);
    await expect(revenue.getByRole("link", { name: "Exportar Receita em PDF" })).toHaveAttribute(
      "href",
      "/admin/reports/exportar?periodo=ano&formato=pdf&cartao=receita",
    );
  });

  test("Layout shows the site's theme and Configurações the Vitrine's contact, both read-only for the Admin preset", async ({
    page,
  }) => {
    await page.goto("/admin/layout");
    await expect(h1(page, "Layout")).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Tema da vitrine" })).toBeVisible();
    await expect(main(page).getByLabel("Cor primária: código hexadecimal")).toHaveValue("#1565C0");
    await expect(main(page).getByLabel("Cor primária: código hexadecimal")).toBeDisabled();
    await expect(main(page).getByRole("button", { name: "Salvar" })).toHaveCount(0);
    await expect(main(page).getByRole("heading", { name: "Configurações de Layout" })).toBeVisible();
    await page.goto("/admin/settings");
    await expect(h1(page, "Configurações")).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Contato da Vitrine" })).toBeVisible();
    await expect(main(page).getByText("Seu perfil não permite editar as configurações.")).toBeVisible();
    await expect(main(page).getByRole("textbox")).toHaveCount(0);
  });

  // The menu's own screens pass axe in area-menus.spec.ts; these are the sub-views no menu links.
  const AXE_PAGES = [
    ["/admin/users/new", "Novo Administrador"],
    [`/admin/users/${moderator.id}/edit`, "Editar administrador"],
    [`/admin/users/${moderator.id}/password`, `Redefinir a senha de ${moderator.name}`],
  ] as const;
  for (const [path, title] of AXE_PAGES) {
    test(`axe: ${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page, title)).toBeVisible();
      await expectNoSeriousAxeViolations(page, page.url(), "all");
    });
  }

  test("axe: the company details dialog has no serious or critical violation", async ({ page }) => {
    await page.goto("/admin/companies");
    const dialog = page.getByRole("dialog", { name: "Detalhes da Empresa" });
    await clickUntil(
      page.getByRole("button", { name: `Ver detalhes de ${companyApplications[0]!.name}` }),
      dialog,
    );
    await expectNoSeriousAxeViolations(page, page.url(), "all");
  });
});

test.describe("admin screens: who may open them (product.md §6)", () => {
  test("superadmin works here too", async ({ page }) => {
    await signInAs(page, "superadmin", "/admin/companies");
    await expect(h1(page, "Empresas")).toBeVisible();
  });

  test("a cliente opening /admin/users is sent to their own area", async ({ page }) => {
    await signInAs(page, "cliente", "/admin/users");
    await expect(page).toHaveURL(/\/customer$/);
  });
});
