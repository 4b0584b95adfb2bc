import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { AddressForm } from "@/components/customers/address-form";
import type { AddressActionResult } from "@/lib/customers/address-actions";
import { EMPTY_ADDRESS, type AddressDraft } from "@/lib/customers/addresses";
import { renderWithIntl } from "@/tests/support/render";

const onSubmit = vi.fn<(values: AddressDraft) => Promise<AddressActionResult>>();
const onSaved = vi.fn();
const onCancel = vi.fn();

function renderForm(initial: AddressDraft = EMPTY_ADDRESS) {
  return renderWithIntl(
    <AddressForm
      idPrefix="test-address"
      title="Novo endereço"
      initial={initial}
      onSubmit={onSubmit}
      onCancel={onCancel}
      onSaved={onSaved}
    />,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Nome do endereço"), "Casa");
  await user.type(screen.getByLabelText("CEP"), "30130140");
  await user.type(screen.getByLabelText("Rua"), "Rua Paraíba");
  await user.type(screen.getByLabelText("Número"), "575");
  await user.type(screen.getByLabelText("Complemento (opcional)"), "apto 802");
  await user.type(screen.getByLabelText("Bairro"), "Funcionários");
  await user.type(screen.getByLabelText("Cidade"), "Belo Horizonte");
  await user.selectOptions(screen.getByLabelText("Estado (UF)"), "MG");
}

const filled: AddressDraft = {
  label: "Casa",
  zipCode: "30130-140",
  street: "Rua Paraíba",
  number: "575",
  complement: "apto 802",
  neighborhood: "Funcionários",
  city: "Belo Horizonte",
  state: "MG",
};

beforeEach(() => {
  onSubmit.mockReset();
  onSaved.mockReset();
  onCancel.mockReset();
});

describe("the address form", () => {
  it("labels every field, offers the 27 UFs and masks the CEP as it is typed", async () => {
    const user = userEvent.setup();
    renderForm();
    const state = screen.getByLabelText("Estado (UF)");
    // the placeholder plus the 26 states and the Federal District
    expect(state.querySelectorAll("option")).toHaveLength(28);
    expect(screen.getByRole("option", { name: "DF" })).toBeInTheDocument();
    const cep = screen.getByLabelText("CEP");
    expect(cep).toHaveAttribute("inputmode", "numeric");
    await user.type(cep, "30130a1409");
    expect(cep).toHaveValue("30130-140");
    expect(screen.getByLabelText("Complemento (opcional)")).not.toHaveAttribute("aria-required");
    expect(screen.getByLabelText("Rua")).toHaveAttribute("aria-required", "true");
  });

  it("checks before saving: each message beside its field, the first one focused, nothing sent; a field typed again loses its message", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Nome do endereço"), "Casa");
    await user.click(screen.getByRole("button", { name: "Salvar endereço" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText("CEP")).toHaveAccessibleDescription(
      "Informe o CEP com 8 dígitos, como 30130-140.",
    );
    expect(screen.getByLabelText("CEP")).toHaveFocus();
    expect(screen.getByLabelText("Rua")).toHaveAccessibleDescription("Informe a rua.");
    expect(screen.getByLabelText("Número")).toHaveAccessibleDescription("Informe o número (ou s/n).");
    expect(screen.getByLabelText("Bairro")).toHaveAccessibleDescription("Informe o bairro.");
    expect(screen.getByLabelText("Cidade")).toHaveAccessibleDescription("Informe a cidade.");
    expect(screen.getByLabelText("Estado (UF)")).toHaveAccessibleDescription("Escolha o estado.");
    expect(screen.getByLabelText("Nome do endereço")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Nome do endereço")).toHaveValue("Casa");
    // typed again, a field's error goes and the others stay
    await user.type(screen.getByLabelText("Rua"), "Rua Paraíba");
    expect(screen.getByLabelText("Rua")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Informe a rua.")).toBeNull();
    expect(screen.getByLabelText("Bairro")).toHaveAttribute("aria-invalid", "true");
  });

  it("saves with Enter from any field, sending what was typed", async () => {
    const user = userEvent.setup();
    onSubmit.mockResolvedValue({ ok: true });
    renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText("Cidade"), "{Enter}");
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(filled);
  });

  it("a refused save keeps every value and shows the server's message above and beside the field", async () => {
    const user = userEvent.setup();
    onSubmit.mockResolvedValue({
      ok: false,
      error: "Você já tem 10 endereços salvos. Remova um para adicionar outro.",
      fieldErrors: { zipCode: "Informe o CEP com 8 dígitos, como 30130-140." },
    });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Salvar endereço" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Você já tem 10 endereços salvos. Remova um para adicionar outro.",
    );
    expect(screen.getByLabelText("CEP")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("CEP")).toHaveFocus();
    expect(screen.getByLabelText("Rua")).toHaveValue("Rua Paraíba");
    expect(screen.getByLabelText("Estado (UF)")).toHaveValue("MG");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("starts from the address being edited, and 'Cancelar' leaves without saving", async () => {
    const user = userEvent.setup();
    renderForm(filled);
    expect(screen.getByLabelText("Rua")).toHaveValue("Rua Paraíba");
    expect(screen.getByLabelText("Estado (UF)")).toHaveValue("MG");
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
