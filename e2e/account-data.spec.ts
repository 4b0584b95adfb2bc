import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { DEMO_CUSTOMER_ID } from "../fixtures/customers";
import { couponBanners } from "../fixtures/marketing";
import { signInWithPassword, submitLogin } from "./support/auth";
import { accessToken, adminRest, restAs, signUpCustomer, type TestCustomer } from "./support/backend";
import { newPersonPage } from "./support/checkout";
import { hydrated } from "./support/hydration";
import { expectNoHorizontalOverflow } from "./support/layout";
import { bread } from "./support/order-pages";
import { placeOrderAs, removeTestOrdersAfterEachTest } from "./support/orders";
import { openStoresDuringEachTest } from "./support/stores";

// Issue 25 points 3, 4 and 7: the profile, favourites and preferences live in the database, and the person can
// download or delete what Vitrine keeps. Every test uses an account of its own, so the demo data stays intact.

const main = (page: Page) => page.getByRole("main");
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function favoritesOf(customer: TestCustomer): Promise<{ produto_id: string | null }[]> {
  return adminRest(`favoritos?cliente_id=eq.${customer.id}&select=produto_id`);
}

async function openPersonalData(page: Page): Promise<void> {
  await page.goto("/customer/profile");
  const edit = main(page).getByRole("button", { name: "Editar", exact: true });
  await hydrated(edit);
  await edit.click();
}

test.describe("the profile, favourites and preferences are kept by the server (issue 25)", () => {
  test("a saved profile, favourite and preference are there in a fresh browser, and the header shows the new name", async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers, three screens
    const customer = await signUpCustomer();
    const nickname = `Cliente ${stamp()}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithPassword(page, customer.email, customer.password);

    await openPersonalData(page);
    await page.getByRole("textbox", { name: "Nome completo" }).fill("Beatriz Teste Lima");
    await page.getByRole("textbox", { name: "Nome de exibição" }).fill(nickname);
    await page.getByRole("textbox", { name: "Telefone" }).fill("31 97777-6666");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Dados salvos")).toBeVisible();
    await expect(main(page).getByText("(31) 97777-6666")).toBeVisible();

    await page.goto(`/product/${bread.id}`);
    const heart = page.getByRole("button", { name: "Favoritar" });
    await expect(heart).toBeEnabled();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Adicionado aos favoritos")).toBeVisible();
    // the storefront header, prerendered for everybody, asks the server and shows the saved name
    await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(nickname) })).toBeVisible();

    await page.goto("/customer/config");
    const sms = page.getByRole("switch", { name: "SMS" });
    await hydrated(sms);
    await sms.click();
    await page.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(page.getByText("Preferências salvas")).toBeVisible();

    // no browser storage holds any of it: a new context signed in as the same person sees it all
    const fresh = await newPersonPage(browser, customer, { width: 390, height: 844 });
    try {
      await fresh.goto("/customer");
      const stored = await fresh.evaluate(() => Object.keys(window.localStorage));
      expect(stored.filter((key) => /favorit|perfil|profile|prefer/i.test(key))).toEqual([]);
      await expect(fresh.getByRole("heading", { name: `Olá, ${nickname}!` })).toBeVisible();
      await fresh.getByRole("tab", { name: "Favoritos" }).click();
      await expect(fresh.getByRole("link", { name: bread.name })).toBeVisible();
      await expectNoHorizontalOverflow(fresh, 390);

      await fresh.goto("/customer/profile");
      await expect(main(fresh).getByText("Beatriz Teste Lima")).toBeVisible();
      await expect(main(fresh).getByText(nickname)).toBeVisible();
      await expectNoHorizontalOverflow(fresh, 390);

      await fresh.goto("/customer/config");
      await expect(fresh.getByRole("switch", { name: "SMS" })).toBeChecked();
      await expectNoHorizontalOverflow(fresh, 390);

      await fresh.goto(`/product/${bread.id}`);
      await expect(fresh.getByRole("button", { name: "Favoritar" })).toHaveAttribute("aria-pressed", "true");
    } finally {
      await fresh.context().close();
    }
  });

  test("a display name that looks like another account's is refused with 'Nome de exibição já está em uso', the typed values kept", async ({
    page,
  }) => {
    const [demo] = await adminRest<{ nome_mostrado: string }[]>(
      `perfis?user_id=eq.${DEMO_CUSTOMER_ID}&select=nome_mostrado`,
    );
    const customer = await signUpCustomer();
    await signInWithPassword(page, customer.email, customer.password);
    await openPersonalData(page);
    await page.getByRole("textbox", { name: "Nome completo" }).fill("Carla Sem Apelido");
    const lookalike = ` ${demo!.nome_mostrado.toUpperCase()} `;
    await page.getByRole("textbox", { name: "Nome de exibição" }).fill(lookalike);
    await page.getByRole("button", { name: "Salvar" }).click();

    const field = page.getByRole("textbox", { name: "Nome de exibição" });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Nome de exibição já está em uso/);
    await expect(field).toHaveValue(lookalike);
    await expect(page.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Carla Sem Apelido");
    const [saved] = await adminRest<{ nome_completo: string | null }[]>(
      `perfis?user_id=eq.${customer.id}&select=nome_completo`,
    );
    expect(saved!.nome_completo).toBeNull();
  });

  test("a visitor's heart asks to sign in and comes back to the product with the favourite made", async ({
    page,
  }) => {
    const customer = await signUpCustomer();
    await page.goto(`/product/${bread.id}`);
    const heart = page.getByRole("button", { name: "Favoritar" });
    await expect(heart).toBeEnabled();
    await heart.click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe(`/product/${bread.id}?favoritar=1`);

    await submitLogin(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === `/product/${bread.id}`);
    await expect(page.getByRole("button", { name: "Favoritar" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Adicionado aos favoritos")).toBeVisible();
    await expect.poll(() => favoritesOf(customer)).toEqual([{ produto_id: bread.id }]);
    // the request is done: a reload neither repeats it nor keeps the query
    expect(new URL(page.url()).search).toBe("");
  });
});

test.describe("the person's rights: download and delete (issue 25 point 7)", () => {
  openStoresDuringEachTest([DEMO_COMPANY_ID]);
  removeTestOrdersAfterEachTest();

  async function customerWithOrder(name: string): Promise<{ customer: TestCustomer; orderId: string }> {
    const customer = await signUpCustomer();
    await adminRest(`perfis?user_id=eq.${customer.id}`, { method: "PATCH", body: { nome_completo: name } });
    const { token } = await accessToken(customer.email, customer.password);
    const orderId = await placeOrderAs(token, [{ productId: bread.id, quantity: 2 }]);
    return { customer, orderId };
  }

  test("'Baixar meus dados' downloads the person's orders and nothing of anyone else", async ({ page }) => {
    const { customer, orderId } = await customerWithOrder("Daniela Exporta Dados");
    // a notice she read: the export holds her read marks too (public.avisos_lidos)
    const couponNotice = `coupon:${couponBanners[0]!.id}`;
    const { token } = await accessToken(customer.email, customer.password);
    expect((await restAs(token, "rpc/marcar_avisos_lidos", { ids: [couponNotice] })).ok).toBe(true);
    await signInWithPassword(page, customer.email, customer.password);
    await page.goto("/customer/profile");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main(page).getByRole("link", { name: "Baixar meus dados" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vitrine-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.conta).toEqual({ id: customer.id, email: customer.email, tipo: "cliente" });
    expect(data.perfil).toMatchObject({ nome_completo: "Daniela Exporta Dados", telefone: customer.phone });
    expect(data.pedidos.map((pedido: { id: string }) => pedido.id)).toEqual([orderId]);
    expect(data.pedidos[0]).toMatchObject({
      cliente_nome: "Daniela Exporta Dados",
      loja_id: DEMO_COMPANY_ID,
    });
    expect(data.pedidos[0].itens).toEqual([
      expect.objectContaining({ produto_id: bread.id, nome: bread.name, quantidade: 2 }),
    ]);
    expect(data.pedidos[0].historico).toEqual([
      expect.objectContaining({ papel: "cliente", para: "confirmado" }),
    ]);
    expect(data.avisosLidos).toEqual([{ aviso_id: couponNotice, lido_em: expect.any(String) }]);
    const text = JSON.stringify(data);
    // nobody else's orders, names or ids: not the demo customer's, not the store owner's, not a courier's
    expect(text).not.toContain(DEMO_CUSTOMER_ID);
    expect(text).not.toContain("Ana Paula");
    expect(text).not.toContain("entregador_id");

    const response = await page.request.get("/api/me/dados");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="vitrine-meus-dados-/);
    expect(response.headers()["cache-control"]).toContain("no-store");
  });

  test("a deleted account cannot sign in, and its orders show no name on the store's order page", async ({
    page,
    browser,
  }) => {
    test.slow(); // the customer, then the store's owner
    const { customer, orderId } = await customerWithOrder("Eduarda Vai Embora");
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithPassword(page, customer.email, customer.password);
    await page.goto("/customer/profile");
    const open = main(page).getByRole("button", { name: "Excluir minha conta" });
    await hydrated(open);
    await open.click();

    const dialog = page.getByRole("dialog", { name: "Excluir minha conta" });
    await dialog.getByLabel("Senha atual").fill("senha-errada-123");
    await dialog.getByRole("button", { name: "Excluir conta" }).click();
    await expect(dialog.getByLabel("Senha atual")).toHaveAccessibleDescription("Senha atual incorreta.");

    await dialog.getByLabel("Senha atual").fill(customer.password);
    await dialog.getByRole("button", { name: "Excluir conta" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByText("Conta excluída")).toBeVisible();
    await expect(page.getByRole("link", { name: "Entrar" }).first()).toBeAttached();

    await submitLogin(page, customer.email, customer.password);
    await expect(page.getByText("Credenciais inválidas")).toBeVisible();
    expect(await adminRest(`perfis?user_id=eq.${customer.id}&select=user_id`)).toEqual([]);

    const owner = await newPersonPage(browser, "empresa");
    try {
      await owner.goto(`/company/order/${orderId}`);
      // the store still has the order to accept, under no one's name
      await expect(owner.getByRole("button", { name: "Aceitar o pedido de Cliente removido" })).toBeVisible();
      await expect(owner.getByRole("main")).not.toContainText("Eduarda Vai Embora");
      await expect(owner.getByRole("main")).not.toContainText(customer.phone);
    } finally {
      await owner.context().close();
    }
  });
});
