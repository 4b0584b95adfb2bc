import { expect, test, type Page } from "./support/test";

import { signIn, submitLogin } from "./support/auth";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { signUpCustomer } from "./support/backend";
import { hydrated } from "./support/hydration";
import { mailsTo, recoveryLinkFor } from "./support/outbox";

// Issue 25, points 1 and 2: the password really changes, and a forgotten one comes back through the e-mail.
// Each test signs up its own cliente, so the demo accounts keep vitrine123 for every other spec.

const SENT = "Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.";

async function signOut(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/customer");
  await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The login screen's verdict on `password`: signed in (and out again), or its error. */
async function expectSignIn(page: Page, email: string, password: string, works: boolean): Promise<void> {
  await submitLogin(page, email, password);
  if (works) {
    await expect(page).toHaveURL(/\/customer$/);
    await signOut(page);
  } else {
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Credenciais inválidas");
    await expect(page).toHaveURL(/\/login/);
  }
}

async function askForLink(page: Page, email: string): Promise<void> {
  const submit = page.getByRole("button", { name: "Enviar link" });
  await hydrated(submit);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await submit.click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(SENT);
}

test.describe("change password for real (issue 25.1)", () => {
  test("the current password is checked; after the change the old one fails and the new one works", async ({
    page,
  }) => {
    const customer = await signUpCustomer();
    await signIn(page, customer.email, customer.password);
    await page.goto("/customer/change-password");
    const submit = page.getByRole("button", { name: "Alterar Senha" });
    await hydrated(submit);

    await page.getByLabel("Senha atual").fill("nao-e-a-senha");
    await page.getByLabel("Nova senha", { exact: true }).fill("nova-senha-2");
    await page.getByLabel("Confirmar nova senha").fill("nova-senha-2");
    await submit.click();
    await expect(page.getByLabel("Senha atual")).toHaveAccessibleDescription("Senha atual incorreta.");

    await page.getByLabel("Senha atual").fill(customer.password);
    await page.getByLabel("Nova senha", { exact: true }).fill("nova-senha-2");
    await page.getByLabel("Confirmar nova senha").fill("nova-senha-2");
    await submit.click();
    await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();
    await expect(page).toHaveURL(/\/customer$/);
    // the session that changed it stays signed in
    await page.reload();
    await expect(page).toHaveURL(/\/customer$/);

    await signOut(page);
    await expectSignIn(page, customer.email, customer.password, false);
    await expectSignIn(page, customer.email, "nova-senha-2", true);
  });
});

test.describe("'Esqueci minha senha' (issue 25.2)", () => {
  test("the link from the e-mail signs the person in, sets the new password and works once", async ({
    page,
  }) => {
    const customer = await signUpCustomer();
    await page.goto("/login");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(page).toHaveURL(/\/recuperar-senha$/);
    await askForLink(page, customer.email);

    const link = await recoveryLinkFor(customer.email);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await expect(page).toHaveURL(/\/nova-senha$/);
    // the form streams in after the static shell: read it where it lands
    const main = page.getByRole("main");
    await expect(main.getByText(`Conta: ${customer.email}`)).toBeVisible();
    const save = main.getByRole("button", { name: "Salvar nova senha" });
    await hydrated(save);
    await main.getByLabel("Nova senha", { exact: true }).fill("recuperada-3");
    await main.getByLabel("Confirmar nova senha").fill("recuperada-4");
    await save.click();
    await expect(main.getByLabel("Confirmar nova senha")).toHaveAccessibleDescription(
      "As senhas não coincidem",
    );
    await main.getByLabel("Nova senha", { exact: true }).fill("recuperada-3");
    await main.getByLabel("Confirmar nova senha").fill("recuperada-3");
    await save.click();
    await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();
    await expect(page).toHaveURL(/\/customer$/);

    // the session cookie the link wrote is HttpOnly, like every sign-in's
    const cookies = await page.context().cookies();
    const session = cookies.filter((cookie) => /-auth-token(\.\d+)?$/.test(cookie.name));
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) expect(cookie.httpOnly).toBe(true);

    await signOut(page);
    // a used link: said plainly, with a way to ask again
    await page.goto(link);
    await expect(page).toHaveURL(/\/recuperar-senha\/link-invalido$/);
    await expect(page.getByRole("heading", { name: "Link inválido ou expirado" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pedir um novo link" })).toHaveAttribute(
      "href",
      "/recuperar-senha",
    );

    await expectSignIn(page, customer.email, customer.password, false);
    await expectSignIn(page, customer.email, "recuperada-3", true);
  });

  test("an unknown e-mail gets the same answer and no mail", async ({ page }) => {
    const nobody = `ninguem.${Date.now().toString(36)}@exemplo.com.br`;
    await page.goto("/recuperar-senha");
    await askForLink(page, nobody);
    expect(await mailsTo(nobody)).toEqual([]);
    await expectNoSeriousAxeViolations(page, "'Esqueci minha senha' after asking");
  });

  test("'Criar nova senha' is only for a session a link opened", async ({ page }) => {
    await page.goto("/nova-senha");
    await expect(page).toHaveURL(/\/recuperar-senha\/link-invalido$/);
    await expectNoSeriousAxeViolations(page, "the invalid-link page");
    await page.goto("/auth/confirm?token_hash=0123456789abcdef&type=recovery");
    await expect(page).toHaveURL(/\/recuperar-senha\/link-invalido$/);

    const customer = await signUpCustomer();
    await signIn(page, customer.email, customer.password);
    await page.goto("/nova-senha");
    await expect(page).toHaveURL(/\/customer\/change-password$/);
  });
});

test.describe("'Esqueci minha senha' without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the request form still posts and answers the neutral message", async ({ page }) => {
    // (the login form itself waits for the session check, which needs JavaScript: the page is opened directly)
    await page.goto("/recuperar-senha");
    await page.getByLabel("Email", { exact: true }).fill(`ninguem.${Date.now().toString(36)}@exemplo.com.br`);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(page.getByText(SENT)).toBeVisible();
  });
});
