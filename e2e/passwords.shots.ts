import { expect, test } from "./support/test";

import { signIn } from "./support/auth";
import { signUpCustomer } from "./support/backend";
import { hydrated } from "./support/hydration";
import { recoveryLinkFor } from "./support/outbox";
import { SHOT_SIZES, shoot, shotsDir } from "./support/shots";

// Screenshots of issue 25's password screens for a person to look at (not a test of the suite: `npm run shots`
// after `npm run build`, into E2E_SHOTS_DIR or test-results/passwords-shots). Each size uses its own new cliente.

const dir = () => shotsDir("passwords-shots");

test.describe("screenshots of the password screens (issue 25)", () => {
  for (const size of SHOT_SIZES) {
    test(`at ${size.name} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(size);
      const customer = await signUpCustomer();

      await page.goto("/login");
      await expect(page.getByRole("link", { name: "Esqueci minha senha" })).toBeVisible();
      await shoot(page, dir(), "login", size);

      await page.goto("/recuperar-senha");
      const send = page.getByRole("button", { name: "Enviar link" });
      await hydrated(send);
      await send.click();
      await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
        "Email é obrigatório",
      );
      await shoot(page, dir(), "forgot-empty", size);
      await page.getByLabel("Email", { exact: true }).fill(customer.email);
      await send.click();
      await expect(page.getByRole("main").getByRole("status")).not.toBeEmpty();
      await shoot(page, dir(), "forgot-sent", size);

      await page.goto(await recoveryLinkFor(customer.email));
      await expect(page).toHaveURL(/\/nova-senha$/);
      const save = page.getByRole("button", { name: "Salvar nova senha" });
      await hydrated(save);
      await page.getByLabel("Nova senha", { exact: true }).fill("123");
      await page.getByLabel("Confirmar nova senha").fill("123");
      await save.click();
      await expect(page.getByLabel("Nova senha", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await shoot(page, dir(), "new-password-error", size);

      await page.goto("/recuperar-senha/link-invalido");
      await shoot(page, dir(), "invalid-link", size);

      await page.context().clearCookies();
      await signIn(page, customer.email, customer.password);
      await page.goto("/customer/change-password");
      const change = page.getByRole("button", { name: "Alterar Senha" });
      await hydrated(change);
      await page.getByLabel("Senha atual").fill("nao-e-a-senha");
      await page.getByLabel("Nova senha", { exact: true }).fill("nova-senha-2");
      await page.getByLabel("Confirmar nova senha").fill("nova-senha-2");
      await change.click();
      await expect(page.getByLabel("Senha atual")).toHaveAccessibleDescription("Senha atual incorreta.");
      await shoot(page, dir(), "change-password-wrong-current", size);
    });
  }
});
