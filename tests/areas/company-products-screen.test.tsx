import { act, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CompanyProductsScreen } from "@/components/areas/company/company-products-screen";
import { Toaster } from "@/components/ui/sonner";
import type { ProductActionResult } from "@/lib/company/product-actions";
import type { CategoryOption, CompanyCatalogProduct } from "@/lib/company/products";
import { renderWithIntl } from "@/tests/support/render";

const actions = vi.hoisted(() => ({
  createProduct: vi.fn(),
  updateProduct: vi.fn(),
  deleteProduct: vi.fn(),
  setProductAvailable: vi.fn(),
}));
vi.mock("@/lib/company/product-actions", () => actions);

configure({ asyncUtilTimeout: 5000 });

const LANCHES = "c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa";
const BEBIDAS = "5b0c2b8e-2f8a-4c3e-9a57-0d6f7b1e9c11";
const categories: CategoryOption[] = [
  { id: LANCHES, name: "Lanches", active: true },
  { id: BEBIDAS, name: "Bebidas", active: true },
  { id: "9d2e6a7b-1c3f-4e5a-8b9c-0d1e2f3a4b5c", name: "Antiga", active: false },
];

const product = (
  id: string,
  name: string,
  price: number,
  category: "Lanches" | "Bebidas",
  available: boolean,
  views: number,
): CompanyCatalogProduct => ({
  id,
  name,
  description: `Descrição de ${name}`,
  price,
  categoryId: category === "Lanches" ? LANCHES : BEBIDAS,
  category,
  available,
  featured: false,
  views,
  image: "/images/products/pao-frances.webp",
});

const products = [
  product("p1", "Pão francês (10 unidades)", 7.5, "Lanches", true, 1284),
  product("p2", "Café com leite (300 ml)", 6.5, "Bebidas", true, 391),
  product("p3", "Sonho de doce de leite", 7.9, "Lanches", false, 208),
];

afterEach(() => {
  for (const action of Object.values(actions)) action.mockReset();
});

function renderScreen(productLimit: number | null = 50, list = products, canEdit = true) {
  const user = userEvent.setup();
  const ui = (items: readonly CompanyCatalogProduct[]) => (
    <>
      <CompanyProductsScreen
        products={items}
        productLimit={productLimit}
        categories={categories}
        canEdit={canEdit}
      />
      <Toaster />
    </>
  );
  const view = renderWithIntl(ui(list));
  return { user, rerender: (items: readonly CompanyCatalogProduct[]) => view.rerender(ui(items)) };
}

/** A server action's answer, given when the test says so. */
function pending(action: (typeof actions)[keyof typeof actions]) {
  let answer: (result: ProductActionResult) => void = () => {};
  action.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  return (result: ProductActionResult) => act(async () => answer(result));
}

// jsdom applies no CSS: the desktop table and the mobile cards are both in the DOM; read the table.
const tableNames = () =>
  within(screen.getByRole("table"))
    .queryAllByRole("rowheader")
    .map((cell) => cell.textContent);
const counter = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("company products screen: the store's rows", { timeout: 20_000 }, () => {
  it("shows counts and the plan's product limit ('3 de 50 produtos')", () => {
    renderScreen(50);
    expect([counter("Produtos"), counter("Ativos"), counter("Inativos")]).toEqual(["3", "2", "1"]);
    expect(screen.getByText("3 de 50 produtos")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Produtos cadastrados" })).toHaveAttribute(
      "aria-valuenow",
      "6",
    );
  });

  it("a premium plan (-1) reads 'Ilimitado'", () => {
    renderScreen(-1);
    expect(screen.getByText("Ilimitado")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("lists name A–Z with category, price in R$ and views; search narrows by name", async () => {
    const { user } = renderScreen();
    expect(tableNames()).toEqual([
      "Café com leite (300 ml)",
      "Pão francês (10 unidades)",
      "Sonho de doce de leite",
    ]);
    const row = screen.getByRole("row", { name: /Pão francês/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Lanches", "R$ 7,50", "1.284", "Ativo", "EditarExcluir"]);

    await user.type(screen.getByRole("searchbox", { name: "Buscar por nome" }), "pao");
    expect(tableNames()).toEqual(["Pão francês (10 unidades)"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 produto de 3");
  });

  it("no match: says so and 'Limpar filtros' brings the list back", async () => {
    const { user } = renderScreen();
    await user.type(screen.getByRole("searchbox", { name: "Buscar por nome" }), "pizza");
    expect(screen.getByRole("heading", { name: "Nenhum produto encontrado" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(tableNames()).toHaveLength(3);
    expect(screen.getByRole("searchbox", { name: "Buscar por nome" })).toHaveFocus();
  });

  it("a switch writes through setProductAvailable and the counts follow the saved rows", async () => {
    const { user, rerender } = renderScreen();
    const answer = pending(actions.setProductAvailable);
    const table = within(screen.getByRole("table"));
    await user.click(table.getByRole("switch", { name: "Disponibilidade de Café com leite (300 ml)" }));
    expect(actions.setProductAvailable).toHaveBeenCalledWith("p2", false);

    rerender(products.map((item) => (item.id === "p2" ? { ...item, available: false } : item)));
    await answer({ ok: true });
    expect(await screen.findByText("Produto desativado")).toBeInTheDocument();
    expect(table.getByRole("switch", { name: "Disponibilidade de Café com leite (300 ml)" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    expect([counter("Ativos"), counter("Inativos")]).toEqual(["1", "2"]);
  });

  it("under 'Ativos', a product switched off stays where it was put until the filters change", async () => {
    const { user, rerender } = renderScreen();
    await user.click(screen.getByRole("combobox", { name: "Disponibilidade" }));
    await user.click(await screen.findByRole("option", { name: "Ativos" }));
    expect(tableNames()).toEqual(["Café com leite (300 ml)", "Pão francês (10 unidades)"]);

    const answer = pending(actions.setProductAvailable);
    const table = within(screen.getByRole("table"));
    await user.click(table.getByRole("switch", { name: "Disponibilidade de Café com leite (300 ml)" }));
    rerender(products.map((item) => (item.id === "p2" ? { ...item, available: false } : item)));
    await answer({ ok: true });
    expect(tableNames()).toEqual(["Café com leite (300 ml)", "Pão francês (10 unidades)"]);

    await user.click(screen.getByRole("combobox", { name: "Disponibilidade" }));
    await user.click(await screen.findByRole("option", { name: "Inativos" }));
    expect(tableNames()).toEqual(["Café com leite (300 ml)", "Sonho de doce de leite"]);
  });

  it("sorts by views and filters by category", async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole("combobox", { name: "Ordenar por" }));
    await user.click(await screen.findByRole("option", { name: "Mais vistos" }));
    expect(tableNames()).toEqual([
      "Pão francês (10 unidades)",
      "Café com leite (300 ml)",
      "Sonho de doce de leite",
    ]);
    await user.click(screen.getByRole("combobox", { name: "Categoria" }));
    await user.click(await screen.findByRole("option", { name: "Bebidas" }));
    expect(tableNames()).toEqual(["Café com leite (300 ml)"]);
  });

  it("without products: an empty state that offers 'Novo Produto' to the owner, the dashboard to a courier", () => {
    renderScreen(50, []);
    expect(screen.getByRole("heading", { name: "Você ainda não tem produtos" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Novo Produto" })).toHaveLength(2);
  });

  it("a courier reads the list without 'Novo Produto', Editar, Excluir or a working switch", () => {
    renderScreen(50, products, false);
    expect(screen.queryByRole("button", { name: "Novo Produto" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Editar/ })).not.toBeInTheDocument();
    const table = within(screen.getByRole("table"));
    expect(table.getByRole("switch", { name: "Disponibilidade de Café com leite (300 ml)" })).toBeDisabled();
  });

  it("at the plan's limit says so next to the usage", () => {
    renderScreen(3);
    expect(screen.getByText(/Limite do plano atingido/)).toBeInTheDocument();
  });

  it("Excluir asks first; confirmed, the product leaves the list and a refused delete brings it back", async () => {
    const { user } = renderScreen();
    const answer = pending(actions.deleteProduct);
    await user.click(screen.getAllByRole("button", { name: "Excluir Sonho de doce de leite" })[0]!);
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir Sonho de doce de leite?" });
    await user.click(within(dialog).getByRole("button", { name: "Excluir" }));
    expect(actions.deleteProduct).toHaveBeenCalledWith("p3");
    expect(tableNames()).not.toContain("Sonho de doce de leite");

    await answer({
      ok: false,
      error: "Produto não encontrado: ele pode ter sido excluído ou ser de outra loja.",
    });
    expect(tableNames()).toContain("Sonho de doce de leite");
    expect(await screen.findByText("Não foi possível salvar")).toBeInTheDocument();
  });
});
