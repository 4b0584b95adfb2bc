import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { AddressList } from "@/components/customers/address-list";
import type { SavedAddress } from "@/lib/customers/addresses";
import { renderWithIntl } from "@/tests/support/render";
import { SAVED_HOME } from "@/tests/support/sample-addresses";

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));
const actions = vi.hoisted(() => ({
  createAddress: vi.fn(),
  editAddress: vi.fn(),
  makeDefault: vi.fn(),
  removeAddress: vi.fn(),
}));
vi.mock("@/lib/customers/address-actions", () => actions);

const home = SAVED_HOME;
const work: SavedAddress = {
  ...home,
  id: "08b3d2f2-63a2-4d9c-a40e-bd61bb45ea2c",
  label: "Trabalho",
  street: "Avenida do Contorno",
  number: "6594",
  complement: null,
  isDefault: false,
};
const item = (label: string) => within(screen.getByText(label, { selector: "p" }).closest("li")!);

beforeEach(() => {
  for (const action of Object.values(actions)) action.mockReset();
  toastMock.success.mockReset();
});

describe("the customer's saved addresses", () => {
  it("lists each address, the default marked 'Padrão' and the others offering 'Tornar padrão'", () => {
    renderWithIntl(<AddressList addresses={[home, work]} />);
    expect(screen.getByRole("heading", { name: "Endereços" })).toBeInTheDocument();
    expect(item("Casa").getByText("Padrão")).toBeInTheDocument();
    expect(item("Casa").getByText("Rua Paraíba, 575, apto 802")).toBeInTheDocument();
    expect(item("Casa").getByText("Funcionários, Belo Horizonte - MG, 30130-140")).toBeInTheDocument();
    expect(item("Casa").queryByRole("button", { name: /Tornar/ })).not.toBeInTheDocument();
    expect(item("Trabalho").queryByText("Padrão")).not.toBeInTheDocument();
    expect(item("Trabalho").getByText("Avenida do Contorno, 6594")).toBeInTheDocument();
    expect(
      item("Trabalho").getByRole("button", { name: "Tornar Trabalho o endereço padrão" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Adicionar endereço" })).toBeInTheDocument();
  });

  it("a new account starts empty, with the way to add one", () => {
    renderWithIntl(<AddressList addresses={[]} />);
    expect(screen.getByText("Nenhum endereço salvo")).toBeInTheDocument();
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Adicionar endereço" })).toBeInTheDocument();
  });

  it("'Adicionar endereço' opens the form; a saved address closes it with a confirmation", async () => {
    const user = userEvent.setup();
    actions.createAddress.mockResolvedValue({ ok: true });
    renderWithIntl(<AddressList addresses={[]} />);
    await user.click(screen.getByRole("button", { name: "Adicionar endereço" }));
    const form = within(screen.getByRole("form", { name: "Novo endereço" }));
    await user.type(form.getByLabelText("Nome do endereço"), "Casa");
    await user.type(form.getByLabelText("CEP"), "30130140");
    await user.type(form.getByLabelText("Rua"), "Rua Paraíba");
    await user.type(form.getByLabelText("Número"), "575");
    await user.type(form.getByLabelText("Bairro"), "Funcionários");
    await user.type(form.getByLabelText("Cidade"), "Belo Horizonte");
    await user.selectOptions(form.getByLabelText("Estado (UF)"), "MG");
    await user.click(form.getByRole("button", { name: "Salvar endereço" }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith("Endereço salvo"));
    expect(actions.createAddress).toHaveBeenCalledWith(
      expect.objectContaining({ label: "Casa", zipCode: "30130-140", state: "MG", complement: "" }),
    );
    expect(screen.queryByRole("form", { name: "Novo endereço" })).not.toBeInTheDocument();
  });

  it("'Editar' opens the form with the address's values and saves that address", async () => {
    const user = userEvent.setup();
    actions.editAddress.mockResolvedValue({ ok: true });
    renderWithIntl(<AddressList addresses={[home, work]} />);
    await user.click(screen.getByRole("button", { name: "Editar o endereço Trabalho" }));
    const form = within(screen.getByRole("form", { name: "Editar endereço" }));
    expect(form.getByLabelText("Rua")).toHaveValue("Avenida do Contorno");
    await user.clear(form.getByLabelText("Número"));
    await user.type(form.getByLabelText("Número"), "6600");
    await user.click(form.getByRole("button", { name: "Salvar endereço" }));
    await waitFor(() => expect(actions.editAddress).toHaveBeenCalledOnce());
    expect(actions.editAddress).toHaveBeenCalledWith(work.id, expect.objectContaining({ number: "6600" }));
  });

  it("'Remover' asks first: 'Cancelar' keeps the address, confirming removes it", async () => {
    const user = userEvent.setup();
    actions.removeAddress.mockResolvedValue({ ok: true });
    renderWithIntl(<AddressList addresses={[home, work]} />);
    await user.click(screen.getByRole("button", { name: "Remover o endereço Casa" }));
    const dialog = within(screen.getByRole("alertdialog", { name: "Remover este endereço?" }));
    expect(dialog.getByText(/o endereço mais recente passa a ser o padrão/)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Cancelar" }));
    expect(actions.removeAddress).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Remover o endereço Casa" }));
    await user.click(screen.getByRole("button", { name: "Remover" }));
    await waitFor(() => expect(actions.removeAddress).toHaveBeenCalledWith(home.id));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith("Endereço removido"));
  });

  it("'Tornar padrão' saves at once; a refusal says why beside that address", async () => {
    const user = userEvent.setup();
    actions.makeDefault.mockResolvedValue({
      ok: false,
      error: "Este endereço não existe mais. Atualize a página.",
    });
    renderWithIntl(<AddressList addresses={[home, work]} />);
    await user.click(screen.getByRole("button", { name: "Tornar Trabalho o endereço padrão" }));
    expect(await item("Trabalho").findByRole("alert")).toHaveTextContent(
      "Este endereço não existe mais. Atualize a página.",
    );
    expect(actions.makeDefault).toHaveBeenCalledWith(work.id);
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it("with 10 addresses there is no 'Adicionar endereço', and the limit is said", () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({
      ...work,
      id: `08b3d2f2-63a2-4d9c-a40e-bd61bb45ea${String(index).padStart(2, "0")}`,
      label: `Endereço ${index + 1}`,
    }));
    renderWithIntl(<AddressList addresses={ten} />);
    expect(screen.queryByRole("button", { name: "Adicionar endereço" })).not.toBeInTheDocument();
    expect(
      screen.getByText("Você já tem 10 endereços salvos, o máximo. Remova um para adicionar outro."),
    ).toBeInTheDocument();
  });
});
