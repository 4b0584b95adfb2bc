import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CompanyProductDialog } from "@/components/areas/company/company-product-dialog";
import type { CategoryOption, CompanyCatalogProduct } from "@/lib/company/products";
import { renderWithIntl } from "@/tests/support/render";

const actions = vi.hoisted(() => ({ createProduct: vi.fn(), updateProduct: vi.fn() }));
vi.mock("@/lib/company/product-actions", () => actions);

configure({ asyncUtilTimeout: 5000 });

const LANCHES = "c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa";
const categories: CategoryOption[] = [
  { id: LANCHES, name: "Lanches", active: true },
  { id: "9d2e6a7b-1c3f-4e5a-8b9c-0d1e2f3a4b5c", name: "Antiga", active: false },
];
const sonho: CompanyCatalogProduct = {
  id: "0b7a4c2e-3f1d-4e5a-9b8c-7d6e5f4a3b2c",
  name: "Sonho",
  description: "Recheado",
  price: 7.9,
  categoryId: LANCHES,
  category: "Lanches",
  available: false,
  featured: true,
  views: 208,
  image: "/images/products/sonho.webp",
};

afterEach(() => {
  actions.createProduct.mockReset();
  actions.updateProduct.mockReset();
});

function open(target: Parameters<typeof CompanyProductDialog>[0]["target"]) {
  const user = userEvent.setup();
  const onSaved = vi.fn();
  renderWithIntl(
    <CompanyProductDialog target={target} categories={categories} onClose={() => {}} onSaved={onSaved} />,
  );
  return { user, onSaved, dialog: screen.getByRole("dialog") };
}

const sent = (call: unknown[] | undefined) => Object.fromEntries((call?.at(-1) as FormData).entries());

describe("the owner's product form", { timeout: 20_000 }, () => {
  it("checks the fields in Portuguese before anything is sent, with the focus on the first to fix", async () => {
    const { user, dialog } = open({ mode: "create" });
    await user.type(within(dialog).getByLabelText("Preço (R$)"), "12,999");
    await user.click(within(dialog).getByRole("button", { name: "Cadastrar produto" }));
    expect(within(dialog).getByText("Informe o nome do produto.")).toBeInTheDocument();
    expect(
      within(dialog).getByText("O preço pode ter no máximo dois dígitos de centavos."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Escolha a categoria do produto.")).toBeInTheDocument();
    expect(actions.createProduct).not.toHaveBeenCalled();
    const name = within(dialog).getByLabelText("Nome");
    expect(name).toHaveFocus();
    // typed again, the name's error goes and the price's stays
    await user.type(name, "Broa");
    expect(within(dialog).queryByText("Informe o nome do produto.")).toBeNull();
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(within(dialog).getByLabelText("Preço (R$)")).toHaveAttribute("aria-invalid", "true");
  });

  it("creates with the price as typed, the category chosen and the switches as set", async () => {
    actions.createProduct.mockResolvedValueOnce({ ok: true });
    const { user, dialog, onSaved } = open({ mode: "create" });
    await user.type(within(dialog).getByLabelText("Nome"), "Broa de fubá");
    await user.type(within(dialog).getByLabelText("Preço (R$)"), "1.234,5");
    await user.click(within(dialog).getByRole("combobox", { name: "Categoria" }));
    expect(screen.queryByRole("option", { name: "Antiga" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("option", { name: "Lanches" }));
    await user.click(within(dialog).getByRole("switch", { name: "Destaque na loja" }));
    await user.click(within(dialog).getByRole("button", { name: "Cadastrar produto" }));

    expect(sent(actions.createProduct.mock.calls[0])).toEqual({
      nome: "Broa de fubá",
      descricao: "",
      preco: "1.234,5",
      categoria: LANCHES,
      disponivel: "true",
      destaque: "true",
    });
    expect(onSaved).toHaveBeenCalledWith("Broa de fubá", "create");
  });

  it("edits a product from its own values and keeps them when the server refuses", async () => {
    actions.updateProduct.mockResolvedValueOnce({
      ok: false,
      error: "Confira os campos destacados.",
      fieldErrors: { preco: "O preço precisa ser maior que zero." },
    });
    const { user, dialog, onSaved } = open({ mode: "edit", product: sonho });
    const price = within(dialog).getByLabelText("Preço (R$)");
    expect(price).toHaveValue("7,90");
    expect(within(dialog).getByRole("switch", { name: "Disponível para venda" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await user.clear(price);
    await user.type(price, "8,50");
    await user.click(within(dialog).getByRole("button", { name: "Salvar alterações" }));

    expect(actions.updateProduct).toHaveBeenCalledWith(sonho.id, expect.any(FormData));
    expect(sent(actions.updateProduct.mock.calls[0])).toMatchObject({ preco: "8,50", destaque: "true" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Confira os campos destacados.");
    expect(within(dialog).getByText("O preço precisa ser maior que zero.")).toBeInTheDocument();
    expect(price).toHaveFocus();
    expect(price).toHaveValue("8,50");
    expect(within(dialog).getByLabelText("Nome")).toHaveValue("Sonho");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("sends a chosen photo with the fields; one over 5 MB is refused before anything is sent", async () => {
    actions.updateProduct.mockResolvedValueOnce({ ok: true });
    const { user, dialog, onSaved } = open({ mode: "edit", product: sonho });
    const field = within(dialog).getByLabelText("Foto");
    expect(within(dialog).getByRole("img", { name: "Foto atual" })).toHaveAttribute("src", sonho.image);

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "grande.jpg", { type: "image/jpeg" });
    await user.upload(field, huge);
    await user.click(within(dialog).getByRole("button", { name: "Salvar alterações" }));
    expect(within(dialog).getByText("A foto pode ter até 5 MB.")).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(actions.updateProduct).not.toHaveBeenCalled();

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "sonho.jpg", { type: "image/jpeg" });
    await user.upload(field, photo);
    // another photo chosen, the size message goes
    expect(within(dialog).queryByText("A foto pode ter até 5 MB.")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Salvar alterações" }));
    const data = actions.updateProduct.mock.calls[0]?.[1] as FormData;
    expect((data.get("foto") as File).name).toBe("sonho.jpg");
    expect(onSaved).toHaveBeenCalledWith("Sonho", "edit");
  });
});
