import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { CategoriesScreen } from "@/components/areas/admin/categories/categories-screen";
import { Toaster } from "@/components/ui/sonner";
import type { AdminCategory } from "@/lib/admin/categories";
import type { CategoryActionResult } from "@/lib/admin/category-actions";
import { renderWithIntl } from "@/tests/support/render";

configure({ asyncUtilTimeout: 5000 });

const actions = vi.hoisted(() => ({
  setCategoryActive: vi.fn(),
  setCategoryFeatured: vi.fn(),
  createCategory: vi.fn(),
  editCategory: vi.fn(),
  removeCategory: vi.fn(),
}));
vi.mock("@/lib/admin/category-actions", () => actions);

const category = (id: string, nome: string, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  nome,
  descricao: `Descrição de ${nome}`,
  slug: id,
  imagem: null,
  tipo: "produto",
  ativo: true,
  destaque: false,
  productCount: 3,
  ...extra,
});

const categories = [
  category("restaurantes", "Restaurantes", { destaque: true }),
  category("farmacia", "Farmácia", { descricao: "Medicamentos e higiene." }),
  category("limpeza", "Limpeza", { tipo: "servico", ativo: false, productCount: 0 }),
];

/** A server action whose answer the test gives later, to look at the screen while it is in flight. */
function deferred() {
  let resolve: (result: CategoryActionResult) => void = () => {};
  const promise = new Promise<CategoryActionResult>((done) => (resolve = done));
  return { promise, resolve };
}

const ALL = { create: true, edit: true, delete: true };

function setup(list = categories, permissions = ALL) {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <CategoriesScreen categories={list} permissions={permissions} />
      <Toaster />
    </>,
  );
  const table = () => screen.getByRole("table", { name: "Categorias" });
  const row = (name: string) => within(table()).getByRole("row", { name: new RegExp(name) });
  return { user, table, row };
}

beforeEach(() => vi.clearAllMocks());

describe("'Gestão de Categorias' (product.md §2)", { timeout: 20_000 }, () => {
  it("shows the three counters and the table with the spec's columns", () => {
    const { table } = setup();
    expect(screen.getByRole("heading", { level: 1, name: "Gestão de Categorias" })).toBeInTheDocument();
    expect(screen.getByText("Total de categorias").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText("Categorias ativas").nextElementSibling).toHaveTextContent("2");
    expect(screen.getByText("Categorias em destaque").nextElementSibling).toHaveTextContent("1");
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Ícone", "Nome", "Descrição", "Slug", "Qtd", "Status", "Destaque", "Ações"]);
  });

  it("searches name and description without regard to accents and filters by status", async () => {
    const { user, table } = setup();
    const names = () =>
      within(table())
        .queryAllByRole("row")
        .slice(1)
        .map((row) => row.querySelector("td:nth-child(2) span")?.textContent);
    await user.type(screen.getByPlaceholderText("Buscar categorias..."), "MEDICAMENTOS");
    expect(names()).toEqual(["Farmácia"]);
    await user.clear(screen.getByPlaceholderText("Buscar categorias..."));
    await user.click(screen.getByRole("button", { name: "Inativas" }));
    expect(screen.getByRole("button", { name: "Inativas" })).toHaveAttribute("aria-pressed", "true");
    expect(names()).toEqual(["Limpeza"]);
    await user.type(screen.getByPlaceholderText("Buscar categorias..."), "farmacia");
    expect(screen.getByText("Nenhuma categoria encontrada")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(names()).toEqual(["Restaurantes", "Farmácia", "Limpeza"]);
  });

  it("shows 'Desativar' at once and rolls back with an error toast when the write is refused", async () => {
    const { user, row } = setup();
    const answer = deferred();
    actions.setCategoryActive.mockReturnValue(answer.promise);
    await user.click(within(row("Farmácia")).getByRole("button", { name: "Desativar Farmácia" }));
    expect(actions.setCategoryActive).toHaveBeenCalledWith("farmacia", false);
    // optimistic: the row already reads Inativa while the database decides
    expect(within(row("Farmácia")).getByText("Inativa")).toBeInTheDocument();
    expect(within(row("Farmácia")).getByRole("button", { name: "Ativar Farmácia" })).toBeInTheDocument();

    answer.resolve({ ok: false, error: "Você não tem permissão para alterar categorias." });
    expect(await screen.findByText("Você não tem permissão para alterar categorias.")).toBeInTheDocument();
    expect(await within(row("Farmácia")).findByText("Ativa")).toBeInTheDocument();
    expect(within(row("Farmácia")).getByRole("button", { name: "Desativar Farmácia" })).toBeInTheDocument();
  });

  it("toggles 'Destaque' through its switch and confirms with a toast", async () => {
    const { user, row } = setup();
    actions.setCategoryFeatured.mockResolvedValue({ ok: true });
    await user.click(within(row("Limpeza")).getByRole("switch", { name: "Destaque: Limpeza" }));
    expect(actions.setCategoryFeatured).toHaveBeenCalledWith("limpeza", true);
    expect(await screen.findByText("Categoria Limpeza em destaque")).toBeInTheDocument();
  });

  it("'Nova Categoria' validates in Portuguese, suggests the slug and refuses a slug in use, with the focus on the field to fix", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Nova Categoria" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova Categoria" });
    await user.click(within(dialog).getByRole("button", { name: "Criar categoria" }));
    expect(within(dialog).getByText("Informe o nome da categoria.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Nome *")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText("Nome *")).toHaveFocus();

    await user.type(within(dialog).getByLabelText("Nome *"), "Farmácia");
    // typed again, the name's error goes
    expect(within(dialog).queryByText("Informe o nome da categoria.")).toBeNull();
    expect(within(dialog).getByLabelText("Nome *")).not.toHaveAttribute("aria-invalid");
    expect(within(dialog).getByLabelText("Slug *")).toHaveValue("farmacia");
    await user.click(within(dialog).getByRole("button", { name: "Criar categoria" }));
    expect(
      within(dialog).getByText("Já existe uma categoria com este slug. Escolha outro."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Slug *")).toHaveFocus();
    expect(actions.createCategory).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText("Slug *"));
    await user.type(within(dialog).getByLabelText("Slug *"), "Farmácia Popular");
    await user.click(within(dialog).getByRole("button", { name: "Criar categoria" }));
    expect(within(dialog).getByText(/Use só letras minúsculas/)).toBeInTheDocument();

    actions.createCategory.mockResolvedValue({ ok: true });
    await user.clear(within(dialog).getByLabelText("Slug *"));
    await user.type(within(dialog).getByLabelText("Slug *"), "farmacia-popular");
    await user.click(within(dialog).getByLabelText("Serviço"));
    await user.click(within(dialog).getByRole("button", { name: "Criar categoria" }));
    expect(actions.createCategory).toHaveBeenCalledWith(
      expect.objectContaining({ nome: "Farmácia", slug: "farmacia-popular", tipo: "servico" }),
    );
    expect(await screen.findByText("Categoria Farmácia criada")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Nova Categoria" })).toBeNull();
  });

  it("shows the server's duplicate-slug message under the slug when the database refuses it", async () => {
    const { user, row } = setup();
    actions.editCategory.mockResolvedValue({
      ok: false,
      error: "Já existe uma categoria com este slug. Escolha outro.",
      fieldErrors: { slug: "Já existe uma categoria com este slug. Escolha outro." },
    });
    await user.click(within(row("Limpeza")).getByRole("button", { name: "Editar Limpeza" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar Categoria" });
    expect(within(dialog).getByLabelText("Nome *")).toHaveValue("Limpeza");
    expect(within(dialog).getByLabelText("Serviço")).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Salvar alterações" }));
    expect(actions.editCategory).toHaveBeenCalledWith(
      "limpeza",
      expect.objectContaining({ slug: "limpeza" }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Já existe uma categoria com este slug.",
    );
    expect(within(dialog).getByLabelText("Slug *")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText("Slug *")).toHaveFocus();
  });

  it("deletes only after the confirmation", async () => {
    const { user, row, table } = setup();
    actions.removeCategory.mockResolvedValue({ ok: true });
    await user.click(within(row("Restaurantes")).getByRole("button", { name: "Excluir Restaurantes" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Excluir a categoria Restaurantes?" });
    expect(confirm).toHaveTextContent("3 produtos de exemplo continuam cadastrados");
    await user.click(within(confirm).getByRole("button", { name: "Cancelar" }));
    expect(actions.removeCategory).not.toHaveBeenCalled();

    await user.click(within(row("Restaurantes")).getByRole("button", { name: "Excluir Restaurantes" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Excluir" }));
    expect(actions.removeCategory).toHaveBeenCalledWith("restaurantes");
    expect(await screen.findByText("Categoria Restaurantes excluída")).toBeInTheDocument();
    expect(table()).toBeInTheDocument();
  });

  it("offers 'Nova Categoria' when the table is empty", () => {
    setup([]);
    expect(screen.getByText("Crie a primeira categoria para organizar a vitrine.")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Nova Categoria" })).toHaveLength(2);
  });
});

describe("'Gestão de Categorias' for a profile that may not write (issue 25: permissions decide)", () => {
  it("shows a moderator Excluir, Editar-less rows and 'Nova Categoria' disabled, each with the reason", async () => {
    const { user, row } = setup(categories, { create: false, edit: false, delete: false });
    const remove = within(row("Farmácia")).getByRole("button", { name: "Excluir Farmácia" });
    expect(remove).toHaveAttribute("aria-disabled", "true");
    expect(remove).toHaveAccessibleDescription("Seu perfil não permite excluir categorias.");
    expect(within(row("Farmácia")).queryByRole("button", { name: /Editar/ })).not.toBeInTheDocument();
    expect(within(row("Farmácia")).getByRole("switch")).toBeDisabled();
    await user.click(remove);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(actions.removeCategory).not.toHaveBeenCalled();
    const create = screen.getByRole("button", { name: "Nova Categoria" });
    expect(create).toHaveAccessibleDescription("Seu perfil não permite criar categorias.");
    expect(screen.getByText("Seu perfil tem acesso limitado nesta tela")).toBeInTheDocument();
  });

  it("lets an admin whose row allows delete but not create delete, and only says create is refused", () => {
    const { row } = setup(categories, { create: false, edit: true, delete: true });
    const remove = within(row("Farmácia")).getByRole("button", { name: "Excluir Farmácia" });
    expect(remove).not.toHaveAttribute("aria-disabled");
    const notice = screen.getByText("Seu perfil tem acesso limitado nesta tela").parentElement!;
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Seu perfil não permite criar categorias."]);
  });
});
