import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CategoryStrip } from "@/components/store/category-strip";
import { CategoryStripImage } from "@/components/store/category-strip-image";
import { CategoryStripSkeleton } from "@/components/store/category-strip-skeleton";
import { getCategories } from "@/lib/data/categories";
import messages from "@/messages/pt-BR.json";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/lib/data/categories", () => ({ getCategories: vi.fn() }));
// Server components read messages through next-intl/server; here the same catalogue backs it.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: "pt-BR", messages, namespace: namespace as "categories" }),
  };
});

const row = (
  id: string,
  nome: string,
  extra: Partial<{ tipo: string; ativo: boolean; imagem: string | null }> = {},
) => ({
  id,
  nome,
  imagem: `/images/categorias/${id}.webp`,
  tipo: "produto",
  slug: id,
  descricao: `Descrição de ${nome}`,
  ativo: true,
  destaque: false,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...extra,
});

async function renderStrip(props: { query: string | null; selectedId: string | null }) {
  renderWithIntl(await CategoryStrip(props));
  return screen.getByRole("navigation", { name: "Categorias" });
}

afterEach(() => vi.restoreAllMocks());

describe("category strip (product.md §2)", () => {
  it("shows 'Todos' first, then each active category linking to its filter and keeping the search", async () => {
    vi.mocked(getCategories).mockResolvedValue([
      row("bebidas", "Bebidas"),
      row("farmacia", "Farmácia"),
      row("limpeza", "Limpeza", { tipo: "servico", ativo: false }),
    ]);
    const nav = await renderStrip({ query: "pão", selectedId: null });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Todos", "Bebidas", "Farmácia"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/?q=p%C3%A3o",
      "/?q=p%C3%A3o&categoria=bebidas",
      "/?q=p%C3%A3o&categoria=farmacia",
    ]);
    expect(links[0]).toHaveAttribute("aria-current", "true");
  });

  it("marks the chosen category as current", async () => {
    vi.mocked(getCategories).mockResolvedValue([row("bebidas", "Bebidas"), row("farmacia", "Farmácia")]);
    const nav = await renderStrip({ query: null, selectedId: "farmacia" });
    expect(within(nav).getByRole("link", { name: "Farmácia" })).toHaveAttribute("aria-current", "true");
    expect(within(nav).getByRole("link", { name: "Todos" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Todos" })).not.toHaveAttribute("aria-current");
  });

  it("falls back to just 'Todos' and logs when the table cannot be read", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(getCategories).mockRejectedValue(new Error("backend down"));
    const nav = await renderStrip({ query: null, selectedId: null });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Todos"]);
    expect(logged).toHaveBeenCalledOnce();
  });

  it("an old link to a category the admin switched off marks 'Todos' as current (product.md §4)", async () => {
    vi.mocked(getCategories).mockResolvedValue([
      row("farmacia", "Farmácia"),
      row("pizzaria", "Pizzaria", { ativo: false }),
    ]);
    const nav = await renderStrip({ query: null, selectedId: "pizzaria" });
    expect(within(nav).queryByRole("link", { name: "Pizzaria" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Todos" })).toHaveAttribute("aria-current", "true");
  });

  it("the loading skeleton shows 5 placeholders (product.md §9)", () => {
    renderWithIntl(<CategoryStripSkeleton />);
    expect(screen.getAllByTestId("category-skeleton")).toHaveLength(5);
    expect(screen.getByRole("status")).toHaveTextContent("Carregando categorias...");
  });
});

describe("category picture fallback by type (product.md §2)", () => {
  it.each([
    ["produto", "produto"],
    ["servico", "servico"],
    ["qualquer outro", "servico"],
  ])("a failed %s picture shows the %s symbol", (tipo, expected) => {
    const { container } = render(<CategoryStripImage src="/images/categorias/quebrada.webp" tipo={tipo} />);
    const img = container.querySelector("img");
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("svg")).toHaveAttribute("data-fallback", expected);
  });

  it("a missing picture shows the symbol straight away", () => {
    const { container } = render(<CategoryStripImage src={null} tipo="produto" />);
    expect(container.querySelector("svg")).toHaveAttribute("data-fallback", "produto");
  });
});
