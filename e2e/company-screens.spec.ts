import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { companyCoupons } from "../fixtures/company-coupons";
import { products } from "../fixtures/products";
import { signInAs } from "./support/auth";
import { adminRest } from "./support/backend";

const demoProducts = products.filter((product) => product.companyId === DEMO_COMPANY_ID);
const cafe = demoProducts.find((product) => product.name.startsWith("Café"))!;

// Streamed content can be briefly duplicated: read inside <main>.
const main = (page: Page) => page.getByRole("main");
// A tab's name carries its count ('Novos, 2 pedidos'): match the label only.
const tab = (page: Page, label: string) => main(page).getByRole("tab", { name: new RegExp(`^${label}, `) });

/**
 * Two new orders of the demo store as checkout leaves them (confirmado), under customer names no seed row
 * uses, so the seeded orders other specs read stay as they are: a Pix delivery and a card pickup.
 */
async function placeTestOrders(stamp: string): Promise<{ ids: string[]; delivery: string; pickup: string }> {
  const delivery = `Entrega Teste ${stamp}`;
  const pickup = `Retirada Teste ${stamp}`;
  const common = {
    loja_id: DEMO_COMPANY_ID,
    loja_nome: "Padaria Pão Quente",
    cliente_telefone: "(31) 99999-0000",
    subtotal: 15,
    desconto: 0,
    tempo_min: 20,
    tempo_max: 30,
  };
  const rows = await adminRest<{ id: string }[]>("pedidos", {
    method: "POST",
    body: [
      {
        ...common,
        cliente_nome: delivery,
        tipo_entrega: "entrega",
        pagamento: "pix",
        taxa_entrega: 4.99,
        total: 19.99,
        endereco: {
          rotulo: "Casa",
          logradouro: "Rua da Bahia",
          numero: "100",
          complemento: null,
          bairro: "Centro",
          cidade: "Belo Horizonte",
          uf: "MG",
          cep: "30160-010",
        },
        chave_idempotencia: crypto.randomUUID(),
      },
      {
        ...common,
        cliente_nome: pickup,
        tipo_entrega: "retirada",
        pagamento: "credito",
        taxa_entrega: 0,
        total: 15,
        endereco: null,
        chave_idempotencia: crypto.randomUUID(),
      },
    ],
  });
  const ids = rows.map((row) => row.id);
  await adminRest("itens_pedido", {
    method: "POST",
    body: ids.map((id) => ({
      pedido_id: id,
      produto_id: cafe.id,
      nome: cafe.name,
      preco_unitario: 7.5,
      quantidade: 2,
      posicao: 0,
    })),
  });
  return { ids, delivery, pickup };
}

test.describe("company screens (product.md D11: Produtos, Pedidos, Cupons)", () => {
  // each test opens its own page
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "empresa", null);
  });

  test("/company/products lands on the canonical /company/produtos screen", async ({ page }) => {
    await page.goto("/company/products");
    await expect(page).toHaveURL(/\/company\/produtos$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Produtos" })).toBeVisible();
  });

  test("/company/orders lands on the canonical /company/pedidos board", async ({ page }) => {
    await page.goto("/company/orders");
    await expect(page).toHaveURL(/\/company\/pedidos$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
  });

  test("Produtos: the store's rows, search, the premium plan's limit and a switch the dashboard shows too", async ({
    page,
  }) => {
    await page.goto("/company/produtos");
    await expect(main(page).getByRole("heading", { level: 1, name: "Produtos" })).toBeVisible();
    await expect(main(page).getByText("Ilimitado", { exact: true })).toBeVisible();
    const table = main(page).getByRole("table");
    await expect(table.getByRole("rowheader")).toHaveCount(demoProducts.length);

    await main(page).getByRole("searchbox", { name: "Buscar por nome" }).fill("café");
    await expect(table.getByRole("rowheader")).toHaveText([cafe.name]);

    const toggle = table.getByRole("switch", { name: `Disponibilidade de ${cafe.name}` });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    await expect(page.getByText("Produto desativado")).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "false");

    // Saved in the database: the dashboard shows the product as it was left; switched back on there,
    // the seeded row is as other specs expect it.
    await page.goto("/company");
    const onDashboard = main(page)
      .getByRole("switch", { name: `Disponibilidade de ${cafe.name}` })
      .first();
    await expect(onDashboard).toHaveAttribute("aria-checked", "false");
    // Clicked again only if the first click came before hydration.
    await expect(async () => {
      await onDashboard.click();
      await expect(onDashboard).toHaveAttribute("aria-checked", "true", { timeout: 1_000 });
    }).toPass();
    await expect(page.getByText("Produto ativado")).toBeVisible();
    await page.reload();
    await expect(onDashboard).toHaveAttribute("aria-checked", "true");
  });

  test("Pedidos: the store moves its orders for real, the board and the dashboard read them back", async ({
    page,
  }) => {
    const { ids, delivery, pickup } = await placeTestOrders(Date.now().toString(36));
    try {
      await page.goto("/company/pedidos");
      // New orders come first, and the board opens on them.
      await expect(tab(page, "Novos")).toHaveAttribute("aria-selected", "true");
      // Hydrated once a tab switch answers (the actions run in the browser).
      await expect(async () => {
        await tab(page, "Preparando").click();
        await expect(tab(page, "Preparando")).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
      }).toPass();
      await tab(page, "Novos").click();
      const card = (name: string) =>
        main(page).getByRole("tabpanel").getByRole("listitem").filter({ hasText: name });

      // A new Pix order: the store checks the payment, then accepts it.
      await expect(card(delivery).getByText("Pix: confira o pagamento")).toBeVisible();
      await expect(card(delivery).getByText("Novo", { exact: true })).toBeVisible();
      await card(delivery)
        .getByRole("button", { name: `Aceitar o pedido de ${delivery}` })
        .click();
      await expect(page.getByText("Pedido aceito")).toBeVisible();
      await expect(card(delivery)).toHaveCount(0);

      for (const [from, button, toast] of [
        ["Preparando", `Marcar pronto o pedido de ${delivery}`, "Pedido marcado como pronto"],
        ["Prontos", `Saiu para entrega: pedido de ${delivery}`, "Pedido a caminho"],
        ["Em rota", `Confirmar entrega: pedido de ${delivery}`, "Entrega confirmada"],
      ] as const) {
        await tab(page, from).click();
        await card(delivery).getByRole("button", { name: button }).click();
        await expect(page.getByText(toast)).toBeVisible();
        await expect(card(delivery)).toHaveCount(0);
      }
      await tab(page, "Entregues").click();
      await expect(card(delivery).getByText("Entregue", { exact: true })).toBeVisible();
      await expect(card(delivery).getByRole("button")).toHaveCount(0);

      // Cancelling asks for a reason: 'Erro' toast without one, then the order moves with it.
      await tab(page, "Novos").click();
      await card(pickup)
        .getByRole("button", { name: `Cancelar o pedido de ${pickup}` })
        .click();
      const dialog = page.getByRole("dialog", { name: "Cancelar pedido" });
      await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
      await expect(page.getByText("Erro", { exact: true })).toBeVisible();
      await expect(dialog.getByText("Por favor, informe o motivo do cancelamento.")).toBeVisible();
      await dialog.getByLabel("Motivo do cancelamento").fill("Produto em falta");
      await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
      await expect(page.getByText("Pedido cancelado")).toBeVisible();
      await expect(dialog).toBeHidden();

      // Saved in the database: a reload shows both where they were left.
      await page.reload();
      await tab(page, "Cancelados").click();
      await expect(card(pickup).getByText("Motivo: Produto em falta")).toBeVisible();
      await main(page).getByRole("searchbox", { name: "Buscar pedidos" }).fill(pickup);
      await expect(main(page).getByRole("tabpanel").getByRole("listitem")).toHaveCount(1);
      await tab(page, "Entregues").click();
      await expect(main(page).getByText(`Nenhum pedido nesta aba corresponde a “${pickup}”.`)).toBeVisible();

      // The dashboard lists open orders only: neither of these any more.
      await page.goto("/company");
      const open = main(page).getByRole("region", { name: "Pedidos em aberto" });
      await expect(open.getByRole("link", { name: "Ver todos os pedidos" })).toBeVisible();
      await expect(open.getByRole("listitem").filter({ hasText: delivery })).toHaveCount(0);
      await expect(open.getByRole("listitem").filter({ hasText: pickup })).toHaveCount(0);
    } finally {
      await adminRest(`pedidos?id=in.(${ids.join(",")})`, { method: "DELETE" });
    }
  });

  // Creating and switching coupons for real: e2e/company-settings.spec.ts (it removes what it creates).
  test("Cupons: the store's coupons, and the server's field errors in Portuguese", async ({ page }) => {
    await page.goto("/company/cupons");
    const list = main(page).getByRole("region", { name: "Seus cupons" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveCount(companyCoupons.length);

    await main(page).getByRole("button", { name: "Novo cupom" }).click();
    const dialog = page.getByRole("dialog", { name: "Criar cupom" });
    await dialog.getByLabel("Código").fill("AB");
    await dialog.getByLabel("Descrição").fill("R$ 5 no café da tarde");
    await dialog.getByRole("radio", { name: "Valor fixo (R$)" }).check();
    await dialog.getByLabel("Desconto").fill("5,00");
    await dialog.getByLabel("Início").fill("2026-12-01");
    await dialog.getByLabel("Término").fill("2026-11-30");
    await dialog.getByRole("button", { name: "Criar cupom" }).click();
    await expect(
      dialog.getByText("Use de 4 a 20 letras maiúsculas e números, sem espaços ou acentos."),
    ).toBeVisible();
    await expect(dialog.getByText("A data de término deve ser depois da data de início.")).toBeVisible();
    await expect(dialog.getByLabel("Código")).toBeFocused();
    await expect(dialog.getByLabel("Descrição")).toHaveValue("R$ 5 no café da tarde");
    await dialog.getByRole("button", { name: "Voltar" }).click();
    await page.reload();
    await expect(list.getByRole("heading", { level: 3 })).toHaveCount(companyCoupons.length);
  });
});
