import { expect, test, type Page } from "./support/test";

import { DEFAULT_PLATFORM_CONTACT } from "../lib/settings/platform-contact";
import { signInAs } from "./support/auth";
import { hydrated } from "./support/hydration";

// /admin/settings keeps the Vitrine's contact (public.contato_plataforma): a superadmin saves it, and the footer
// of a visitor's next page and the help page show it; the Admin preset (no settings.edit) only reads it. Each
// test puts the migration's contact back through the same screen, so the cached pages other specs open show it.

const card = (page: Page) => page.getByRole("region", { name: "Contato da Vitrine" });

async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await hydrated(card(page).getByRole("button", { name: "Salvar" }));
}

async function saveContact(page: Page, contact: { email: string; whatsapp: string; hours: string }) {
  await openSettings(page);
  await card(page).getByLabel("E-mail de atendimento").fill(contact.email);
  await card(page).getByLabel("WhatsApp (opcional)").fill(contact.whatsapp);
  await card(page).getByLabel("Horário de atendimento").fill(contact.hours);
  await card(page).getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Contato da Vitrine salvo").first()).toBeVisible();
}

const restore = (page: Page) => saveContact(page, { ...DEFAULT_PLATFORM_CONTACT, whatsapp: "" });

test.describe("the Vitrine's contact on /admin/settings", () => {
  test("a superadmin saves it: a visitor's footer and /ajuda show the new e-mail, WhatsApp and hours", async ({
    page,
    browser,
  }) => {
    await signInAs(page, "superadmin", null);
    const visitor = await (await browser.newContext()).newPage();
    try {
      await saveContact(page, {
        email: "ajuda@vitrine.com.br",
        whatsapp: "31999998888",
        hours: "todos os dias, das 7h às 22h",
      });
      // stored as the forms store phones, and the form shows it so
      await expect(card(page).getByLabel("WhatsApp (opcional)")).toHaveValue("(31) 99999-8888");

      await visitor.goto("/");
      const footer = visitor.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole("link", { name: "ajuda@vitrine.com.br" })).toHaveAttribute(
        "href",
        "mailto:ajuda@vitrine.com.br",
      );
      await expect(footer.getByRole("link", { name: "WhatsApp (31) 99999-8888" })).toHaveAttribute(
        "href",
        "https://wa.me/5531999998888",
      );
      await expect(footer.getByText("Atendimento todos os dias, das 7h às 22h.")).toBeVisible();

      await visitor.goto("/ajuda");
      await expect(
        visitor.getByText("Pelo e-mail ajuda@vitrine.com.br, todos os dias, das 7h às 22h."),
      ).toBeVisible();
    } finally {
      await restore(page);
      await visitor.goto("/");
      await expect(visitor.getByRole("contentinfo").getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
      await visitor.context().close();
    }
  });

  test("a bad e-mail or WhatsApp is refused under its field, and what was typed stays", async ({ page }) => {
    await signInAs(page, "superadmin", null);
    await openSettings(page);
    await card(page).getByLabel("E-mail de atendimento").fill("contato@");
    await card(page).getByLabel("WhatsApp (opcional)").fill("9999");
    await card(page).getByRole("button", { name: "Salvar" }).click();
    await expect(
      card(page).getByText("Informe um e-mail válido, como contato@vitrine.com.br."),
    ).toBeVisible();
    await expect(
      card(page).getByText("Informe o WhatsApp com DDD, como (31) 99999-8888, ou deixe em branco."),
    ).toBeVisible();
    await expect(card(page).getByLabel("E-mail de atendimento")).toHaveValue("contato@");
    await expect(card(page).getByLabel("E-mail de atendimento")).toHaveAttribute("aria-invalid", "true");
    // nothing was saved
    await page.reload();
    await expect(card(page).getByLabel("E-mail de atendimento")).toHaveValue(DEFAULT_PLATFORM_CONTACT.email);
  });

  test("the Admin preset reads the contact but has no control to change it, and is told why", async ({
    page,
  }) => {
    await signInAs(page, "admin", "/admin/settings");
    await expect(card(page).getByText("Seu perfil não permite editar as configurações.")).toBeVisible();
    await expect(card(page).getByText(DEFAULT_PLATFORM_CONTACT.email)).toBeVisible();
    await expect(card(page).getByRole("button", { name: "Salvar" })).toHaveCount(0);
    await expect(card(page).getByRole("textbox")).toHaveCount(0);
  });
});
