import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CartProvider } from "@/components/cart/cart-provider";
import { OpeningHoursTable } from "@/components/store/store-page/opening-hours-table";
import { StoreCards } from "@/components/store/store-cards";
import { StoreProducts } from "@/components/store/store-page/store-products";
import { productCardData, storeCardsOf } from "@/lib/store/cards";
import { weeklySchedule } from "@/lib/store/opening-hours";
import { renderWithIntl } from "@/tests/support/render";

import { makeCompany, makeProduct, MONDAY_NOON } from "../store/fixtures";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const company = makeCompany();
const bread = makeProduct({ id: "2b7c9a10-0000-4000-8000-0000000000a1", name: "Pão", categoryId: "cat-b" });
const juice = makeProduct({ id: "2b7c9a10-0000-4000-8000-0000000000a2", name: "Suco", categoryId: "cat-a" });
const categories = [
  { id: "cat-a", name: "Bebidas" },
  { id: "cat-b", name: "Lanches" },
];

function renderProducts(products = [bread, juice], orderable = true) {
  return renderWithIntl(
    <CartProvider>
      <StoreCards {...storeCardsOf([company], MONDAY_NOON.getTime())}>
        <StoreProducts
          products={products.map((p) => ({ ...productCardData(p), categoryId: p.categoryId }))}
          categories={categories.filter((c) => products.some((p) => p.categoryId === c.id))}
          orderable={orderable}
        />
      </StoreCards>
    </CartProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe("store page product grid (product.md §2)", () => {
  it("offers 'Todos' plus the categories present, as pressed/unpressed buttons", () => {
    renderProducts();
    const group = screen.getByRole("group", { name: "Filtrar por categoria" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["Todos", "Bebidas", "Lanches"]);
    expect(within(group).getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "true");
    expect(within(group).getByRole("button", { name: "Bebidas" })).toHaveAttribute("aria-pressed", "false");
  });

  it("filters the grid by the chosen category and back to 'Todos'", async () => {
    const user = userEvent.setup();
    renderProducts();
    expect(screen.getAllByRole("article")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Bebidas" }));
    expect(screen.getByRole("button", { name: "Bebidas" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("link", { name: "Suco" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pão" })).not.toBeInTheDocument();
    expect(screen.getByText("1 produto")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Todos" }));
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("shows 'Nenhum produto encontrado' for a store without products", () => {
    renderProducts([]);
    expect(screen.getByText("Nenhum produto encontrado")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Todos" })).toBeInTheDocument();
  });

  it("has add buttons only when the store takes orders", () => {
    renderProducts([bread], false);
    expect(screen.queryByRole("button", { name: "Adicionar ao Carrinho" })).not.toBeInTheDocument();
  });
});

describe("weekly opening hours table (product.md §2, product.md §4)", () => {
  it("lists Monday to Sunday in Portuguese with 'Fechado' for closed or missing days", () => {
    vi.useFakeTimers({ now: MONDAY_NOON, toFake: ["Date"] });
    renderWithIntl(
      <OpeningHoursTable
        rows={weeklySchedule({
          monday: { open: "08:00", close: "18:00", closed: false },
          tuesday: { open: "08:00", close: "18:00", closed: true },
        })}
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Segunda-feira.*08:00 – 18:00$/),
      "Terça-feiraFechado",
      "Quarta-feiraFechado",
      "Quinta-feiraFechado",
      "Sexta-feiraFechado",
      "SábadoFechado",
      "DomingoFechado",
    ]);
  });

  it("highlights today on the stores' clock", () => {
    vi.useFakeTimers({ now: MONDAY_NOON, toFake: ["Date"] });
    renderWithIntl(<OpeningHoursTable rows={weeklySchedule(company.openingHours)} />);
    const today = screen.getByRole("rowheader", { name: /Segunda-feira/ }).closest("tr");
    expect(today).toHaveAttribute("aria-current", "date");
    expect(today).toHaveTextContent("(Hoje)");
    expect(screen.getAllByRole("row").filter((row) => row.getAttribute("aria-current"))).toHaveLength(1);
  });
});
