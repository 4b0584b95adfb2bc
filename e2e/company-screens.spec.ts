import { expect, test, type Page } from "./support/test";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { companyCoupons } from "../fixtures/company-coupons";
import { customers } from "../fixtures/customers";
import { orders } from "../fixtures/orders";
import { products } from "../fixtures/products";
import { signInAs } from "./support/auth";

// The demo company's two orders being prepared, by customer name (the action buttons are named for them).
const preparing = orders
  .filter((order) => order.restaurantId === DEMO_COMPANY_ID && order.status === "preparing")
  .map((order) => customers.find((customer) => customer.id === order.customerId)?.name ?? "");
const [toReady, toCancel] = preparing as [string, string];
const demoProducts = products.filter((product) => product.companyId === DEMO_COMPANY_ID);
const cafe = demoProducts.find((product) => product.name.startsWith("Café"))!;

// Streamed content can be briefly duplicated: read inside <main>.
const main = (page: Page) => page.getByRole("main");
// A tab's name carries its count: 'Preparando, 2 pedidos', 'Cancelado, nenhum pedido'.
const tab = (page: Page, label: string, count: number) =>
  main(page).getByRole("tab", {
    name: `${label}, ${count === 0 ? "nenhum pedido" : count === 1 ? "1 pedido" : `${count} pedidos`}`,
    exact: true,
  });

test.describe("company screens (product.md D11: Produtos, Pedidos, Cupons)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "empresa");
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

  test("Pedidos: ready and cancelled orders move to their tabs, and the dashboard shows the same", async ({
    page,
  }) => {
    await page.goto("/company/pedidos");
    await expect(tab(page, "Preparando", 2)).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Pronto", 1)).toBeVisible();
    await expect(tab(page, "Cancelado", 1)).toBeVisible();

    // Marcar Pronto: 800 ms, toast, the order moves to 'Pronto'.
    await main(page)
      .getByRole("button", { name: `Marcar pronto o pedido de ${toReady}` })
      .click();
    await expect(page.getByText("Pedido marcado como pronto")).toBeVisible();
    await expect(tab(page, "Preparando", 1)).toBeVisible();
    await tab(page, "Pronto", 2).click();
    const readied = main(page).getByRole("tabpanel").getByRole("listitem").filter({ hasText: toReady });
    await expect(readied.getByText("Pronto", { exact: true })).toBeVisible();
    await expect(readied.getByRole("button")).toHaveCount(0);

    // Cancelar without a reason: 'Erro' toast, the dialog stays.
    await tab(page, "Preparando", 1).click();
    await main(page)
      .getByRole("button", { name: `Cancelar o pedido de ${toCancel}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Cancelar pedido" });
    await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
    await expect(page.getByText("Erro", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Por favor, informe o motivo do cancelamento.")).toBeVisible();

    // With a reason: 1 s, toast, the order moves to 'Cancelado' with its reason.
    await dialog.getByLabel("Motivo do cancelamento").fill("Produto em falta");
    await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
    await expect(page.getByText("Pedido cancelado")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(tab(page, "Preparando", 0)).toBeVisible();
    await expect(main(page).getByText("Nenhum pedido em preparo")).toBeVisible();
    await tab(page, "Cancelado", 2).click();
    const cancelled = main(page).getByRole("tabpanel").getByRole("listitem").filter({ hasText: toCancel });
    await expect(cancelled.getByText("Motivo: Produto em falta")).toBeVisible();

    // Search by customer within a tab.
    await main(page).getByRole("searchbox", { name: "Buscar pedidos" }).fill(toCancel);
    await expect(main(page).getByRole("tabpanel").getByRole("listitem")).toHaveCount(1);

    // The dashboard of the same session shows both results, without the actions.
    await page.goto("/company");
    const recent = main(page).getByRole("region", { name: "Pedidos recentes" });
    await expect(
      recent.getByRole("listitem").filter({ hasText: toCancel }).getByText("Cancelado"),
    ).toBeVisible();
    await expect(recent.getByRole("button", { name: /Marcar pronto/ })).toHaveCount(0);
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
