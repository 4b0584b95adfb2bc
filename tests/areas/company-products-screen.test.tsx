import { act, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CompanyProductsScreen } from "@/components/areas/company/company-products-screen";
import { Toaster } from "@/components/ui/sonner";
import type { CompanyCatalogProduct } from "@/lib/company/products";
import { companySession } from "@/lib/company/session-store";
import { renderWithIntl } from "@/tests/support/render";

import { finishSimulatedRequests, simulateDelay } from "./simulate-mock";

vi.mock("@/lib/areas/simulate", () => import("./simulate-mock"));

configure({ asyncUtilTimeout: 5000 });

const product = (
  id: string,
  name: string,
  price: number,
  category: string,
  available: boolean,
  views: number,
) =>
  ({
    id,
    name,
    price,
    category,
    available,
    views,
    image: "/images/products/pao-frances.svg",
  }) satisfies CompanyCatalogProduct;

const products = [
  product("p1", "Pão francês (10 unidades)", 7.5, "Lanches", true, 1284),
  product("p2", "Café com leite (300 ml)", 6.5, "Bebidas", true, 391),
  product("p3", "Sonho de doce de leite", 7.9, "Lanches", false, 208),
];

beforeEach(() => {
  companySession.reset();
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
  vi.restoreAllMocks();
});

function renderScreen(productLimit: number | null = 50, list = products) {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <CompanyProductsScreen products={list} productLimit={productLimit} />
      <Toaster />
    </>,
  );
  return user;
}

// jsdom applies no CSS: the desktop table and the mobile cards are both in the DOM; read the table.
const tableNames = () =>
  within(screen.getByRole("table"))
    .queryAllByRole("rowheader")
    .map((cell) => cell.textContent);
const counter = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("company products screen (issue 11)", { timeout: 20_000 }, () => {
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
    const user = renderScreen();
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
    ).toEqual(["Lanches", "R$ 7,50", "1.284", "Ativo"]);

    await user.type(screen.getByRole("searchbox", { name: "Buscar por nome" }), "pao");
    expect(tableNames()).toEqual(["Pão francês (10 unidades)"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 produto de 3");
  });

  it("no match: says so and 'Limpar filtros' brings the list back", async () => {
    const user = renderScreen();
    await user.type(screen.getByRole("searchbox", { name: "Buscar por nome" }), "pizza");
    expect(screen.getByRole("heading", { name: "Nenhum produto encontrado" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(tableNames()).toHaveLength(3);
    expect(screen.getByRole("searchbox", { name: "Buscar por nome" })).toHaveFocus();
  });

  it("a switched product updates the counts and stays in the list it was switched in", async () => {
    const user = renderScreen();
    const table = within(screen.getByRole("table"));
    await user.click(table.getByRole("switch", { name: "Disponibilidade de Café com leite (300 ml)" }));
    await act(async () => finishSimulatedRequests());

    expect(await screen.findByText("Produto desativado")).toBeInTheDocument();
    expect(table.getByRole("switch", { name: "Disponibilidade de Café com leite (300 ml)" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    expect([counter("Ativos"), counter("Inativos")]).toEqual(["1", "2"]);
  });

  it("under 'Ativos', a product switched off stays where it was put until the filters change", async () => {
    const user = renderScreen();
    await user.click(screen.getByRole("combobox", { name: "Disponibilidade" }));
    await user.click(await screen.findByRole("option", { name: "Ativos" }));
    expect(tableNames()).toEqual(["Café com leite (300 ml)", "Pão francês (10 unidades)"]);

    const table = within(screen.getByRole("table"));
    await user.click(table.getByRole("switch", { name: "Disponibilidade de Café com leite (300 ml)" }));
    await act(async () => finishSimulatedRequests());
    expect(tableNames()).toEqual(["Café com leite (300 ml)", "Pão francês (10 unidades)"]);

    await user.click(screen.getByRole("combobox", { name: "Disponibilidade" }));
    await user.click(await screen.findByRole("option", { name: "Inativos" }));
    expect(tableNames()).toEqual(["Café com leite (300 ml)", "Sonho de doce de leite"]);
  });

  it("sorts by views and filters by category", async () => {
    const user = renderScreen();
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

  it("without products: an empty state that leads back to the dashboard", () => {
    renderScreen(50, []);
    expect(screen.getByRole("heading", { name: "Você ainda não tem produtos" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar ao painel" })).toHaveAttribute("href", "/company");
  });
});
